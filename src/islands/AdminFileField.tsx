import { useEffect, useRef, useState, type DragEvent } from 'react';
import { fileProblem, sizeLabel, type ClientUploadRule } from '#/lib/upload-check.ts';

type Props = {
  id: string;
  name: string;
  label: string;
  accept?: string;
  required?: boolean;
  rule?: ClientUploadRule;
  describedBy?: string;
  invalid: boolean;
  /** While the form uploads: 0–1; null otherwise. */
  progress: number | null;
  onProblem: (message: string | null) => void;
};

type Chosen = { name: string; size: number; url: string; kind: 'image' | 'video' | 'other' };

/** Width and height of a chosen image or video, read in the browser (null for other files). */
function shapeOf(file: File, url: string): Promise<{ width: number; height: number } | null> {
  if (file.type.startsWith('image/')) {
    return new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => resolve(null);
      img.src = url;
    });
  }
  if (file.type.startsWith('video/')) {
    return new Promise((resolve) => {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.onloadedmetadata = () => resolve({ width: video.videoWidth, height: video.videoHeight });
      video.onerror = () => resolve(null);
      video.src = url;
    });
  }
  return Promise.resolve(null);
}

/** A file field that takes a click or a drop, checks type, size and shape at once, and shows what was chosen. */
export default function AdminFileField({ id, name, label, accept, required, rule, describedBy, invalid, progress, onProblem }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [over, setOver] = useState(false);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  const take = async (file: File | undefined) => {
    if (!file) return setChosen(null);
    const url = URL.createObjectURL(file);
    const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : 'other';
    const problem = rule ? fileProblem(file, rule, rule.ratios.length ? ((await shapeOf(file, url)) ?? undefined) : undefined) : null;
    onProblem(problem);
    if (problem) {
      // Only this file goes: the other fields keep what was typed.
      if (input.current) input.current.value = '';
      URL.revokeObjectURL(url);
      return setChosen(null);
    }
    setChosen({ name: file.name, size: file.size, url, kind });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (!file || !input.current) return;
    const list = new DataTransfer();
    list.items.add(file);
    input.current.files = list.files;
    input.current.dispatchEvent(new Event('input', { bubbles: true }));
    void take(file);
  };

  return (
    <div className={`dropzone${over ? ' is-over' : ''}${invalid ? ' is-invalid' : ''}`} onDragOver={(e) => (e.preventDefault(), setOver(true))} onDragLeave={() => setOver(false)} onDrop={onDrop}>
      <input ref={input} id={id} name={name} type="file" accept={accept} required={required} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="dropzone-input" onChange={(e) => void take(e.currentTarget.files?.[0])} />
      <label htmlFor={id} className="dropzone-label">
        <span className="dropzone-icon" aria-hidden="true">⇪</span>
        <span><strong>{label}</strong>: drop a file here or <span className="dropzone-link">choose one</span></span>
      </label>
      {chosen && (
        <div className="dropzone-chosen">
          {chosen.kind === 'image' && <img src={chosen.url} alt={`Chosen ${label.toLowerCase()}`} />}
          {chosen.kind === 'video' && <video src={chosen.url} muted playsInline aria-hidden="true" />}
          <span>{chosen.name} · {sizeLabel(chosen.size)}</span>
        </div>
      )}
      {chosen && progress !== null && (
        <progress className="upload-progress" max={1} value={progress} aria-label={`Uploading ${chosen.name}`}>{Math.round(progress * 100)} %</progress>
      )}
    </div>
  );
}

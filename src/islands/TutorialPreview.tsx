import { memo, type ReactNode } from 'react';
import { LEVEL_LABELS, parseTutorialBody, type Inline, type TutorialLevel } from '#/lib/tutorial-body.ts';

/** What the tutorial page will show, drawn from the form's current values with the page's own parser. */
export type PreviewValues = { title: string; summary: string; body: string; level: TutorialLevel; videoUrl?: string; posterUrl?: string; captionsUrl?: string };

function InlineText({ inline }: { inline: Inline[] }): ReactNode {
  return inline.map((i, n) => (i.kind === 'strong' ? <strong key={n}>{i.text}</strong> : i.kind === 'link' ? <a key={n} href={i.href}>{i.text}</a> : <span key={n}>{i.text}</span>));
}

function TutorialPreview({ values }: { values: PreviewValues }) {
  const blocks = parseTutorialBody(values.body);
  return (
    <article className="tutorial-preview" aria-label="Preview of the tutorial page">
      <p className="tutorial-preview-label">Preview: this is how /tutorials will show it</p>
      <h2>{values.title || 'Untitled tutorial'}</h2>
      {values.summary && <p className="lead">{values.summary}</p>}
      <p>{LEVEL_LABELS[values.level] ?? LEVEL_LABELS.beginner}</p>
      {values.videoUrl ? (
        <video controls preload="metadata" poster={values.posterUrl} width={1280} height={720} aria-label={`Video: ${values.title}`}>
          <source src={values.videoUrl} type="video/mp4" />
          {values.captionsUrl && <track kind="captions" srcLang="en" label="English" src={values.captionsUrl} default />}
        </video>
      ) : (
        values.posterUrl && <img src={values.posterUrl} alt="" width={1280} height={720} />
      )}
      {blocks.map((b, n) => {
        if (b.kind === 'heading') return b.level === 2 ? <h3 key={n}>{b.text}</h3> : <h4 key={n}>{b.text}</h4>;
        if (b.kind === 'steps') return <ol key={n}>{b.items.map((item, i) => <li key={i}><InlineText inline={item} /></li>)}</ol>;
        if (b.kind === 'list') return <ul key={n}>{b.items.map((item, i) => <li key={i}><InlineText inline={item} /></li>)}</ul>;
        if (b.kind === 'figure') return <figure key={n}><img src={b.src} alt={b.alt} width={1280} height={720} />{b.caption && <figcaption>{b.caption}</figcaption>}</figure>;
        return <p key={n} className={b.kind === 'note' ? 'tutorial-preview-note' : undefined}><InlineText inline={b.inline} /></p>;
      })}
    </article>
  );
}

export default memo(TutorialPreview);

import { memo, useState, type FormEvent } from 'react';
import { replyToReview, reportReview } from '#/stores/reviews.ts';

type Props = { reviewId: string; canReport: boolean; canReply: boolean };

/** Under a review: "Report abuse" for signed-in readers, and the artist's one public answer. */
function ReviewActions({ reviewId, canReport, canReply }: Props) {
  const [open, setOpen] = useState<'report' | 'reply' | null>(null);
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = open === 'reply' ? await replyToReview(reviewId, text) : await reportReview(reviewId, text);
    if (!result.ok) return setProblem(Object.values(result.fields)[0] ?? result.message);
    if (open === 'reply') return window.location.reload();
    setOpen(null);
    setMessage('Thank you: the moderators will look at this review.');
  };
  if (message) return <p role="status" className="tm-review__done">{message}</p>;
  if (!open) {
    return (
      <div className="tm-review__tools">
        {canReply && <button type="button" className="btn btn-quiet" onClick={() => setOpen('reply')}>Answer as the artist</button>}
        {canReport && <button type="button" className="btn btn-quiet" onClick={() => setOpen('report')}>Report abuse</button>}
      </div>
    );
  }
  const reply = open === 'reply';
  return (
    <form className="tm-review-form" onSubmit={(event) => void submit(event)}>
      <label>
        {reply ? 'Your public answer (once per review)' : 'What is wrong with this review? (optional)'}
        <textarea rows={3} maxLength={reply ? 2000 : 500} required={reply} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {problem && <p role="alert" className="tm-field-error">{problem}</p>}
      <div className="tm-actions">
        <button type="submit" className="btn btn-secondary">{reply ? 'Publish answer' : 'Send report'}</button>
        <button type="button" className="btn btn-quiet" onClick={() => setOpen(null)}>Cancel</button>
      </div>
    </form>
  );
}

export default memo(ReviewActions);

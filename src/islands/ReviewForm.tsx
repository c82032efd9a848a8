import { memo, useState, type FormEvent } from 'react';
import { saveReview } from '#/stores/reviews.ts';

type Props = { characterId: string; own: { rating: number; title: string; body: string } | null };

/** A buyer's review: 1–5 stars, an optional title and the text; editing shows their review filled in. */
function ReviewForm({ characterId, own }: Props) {
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [title, setTitle] = useState(own?.title ?? '');
  const [body, setBody] = useState(own?.body ?? '');
  const [problem, setProblem] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setProblem('Choose 1 to 5 stars.');
    const result = await saveReview(characterId, { rating, title, body });
    if (!result.ok) return setProblem(Object.values(result.fields)[0] ?? result.message);
    window.location.reload();
  };
  return (
    <form className="tm-review-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="tm-stars-input">
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span aria-hidden="true">{n <= rating ? '★' : '☆'}</span>
            <span className="visually-hidden">{n} {n === 1 ? 'star' : 'stars'}</span>
          </label>
        ))}
      </fieldset>
      <label>
        Title (optional)
        <input name="title" maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        Your review
        <textarea name="body" rows={4} minLength={10} maxLength={2000} required value={body} onChange={(e) => setBody(e.target.value)} />
        <small>{body.trim().length} / 2000 characters, at least 10. Plain text: links are not clickable.</small>
      </label>
      {problem && <p role="alert" className="tm-field-error">{problem}</p>}
      <div className="tm-actions">
        <button type="submit" className="btn btn-primary">{own ? 'Update your review' : 'Publish your review'}</button>
      </div>
    </form>
  );
}

export default memo(ReviewForm);

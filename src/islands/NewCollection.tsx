import { memo, useState } from 'react';
import { api } from '#/lib/api/client.ts';
import { socialApi } from '#/lib/api/social.ts';

/** Creates a collection and opens it. */
function NewCollection() {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await api(socialApi.createCollection, { body: { name } });
    if (!result.ok) return setError(result.fields.name ?? result.message);
    location.assign(`/account/collections/${result.data.collection.id}`);
  };
  return (
    <form className="tm-save-new" onSubmit={(e) => void submit(e)} aria-labelledby="new-collection-title">
      <h2 id="new-collection-title">New collection</h2>
      <label htmlFor="collection-name" className="visually-hidden">Collection name</label>
      <input id="collection-name" placeholder="Collection name" value={name} maxLength={80} required onChange={(e) => setName(e.currentTarget.value)} />
      <button type="submit" className="btn btn-primary">Create collection</button>
      <p role="alert" className="tm-error">{error}</p>
    </form>
  );
}

export default memo(NewCollection);

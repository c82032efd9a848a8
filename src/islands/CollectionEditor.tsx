import { memo, useState } from 'react';
import { api, type ApiResult } from '#/lib/api/client.ts';
import { socialApi, VISIBILITIES, type CollectionVisibility } from '#/lib/api/social.ts';
import { move, sharedPath, VISIBILITY_LABEL } from '#/lib/collections.ts';

type Item = { id: string; slug: string; title: string; typeName: string; hasPreview: boolean };
type Collection = { id: string; name: string; visibility: CollectionVisibility; shareToken: string; items: Item[] };
type Props = { collection: Collection; origin: string };

/** The owner's view of one collection: rename, visibility and link, order (up/down), remove, delete. */
function CollectionEditor({ collection: initial, origin }: Props) {
  const [list, setList] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [status, setStatus] = useState('');
  const id = list.id;

  const apply = (result: ApiResult<{ collection: Collection }>, message: string) => {
    if (!result.ok) return setStatus(result.fields.name ?? result.message);
    setList(result.data.collection);
    setStatus(message);
  };
  const rename = async (event: React.FormEvent) => {
    event.preventDefault();
    apply(await api(socialApi.updateCollection, { params: { id }, body: { name } }), 'Name saved.');
  };
  const share = async (visibility: CollectionVisibility) => {
    const before = list;
    setList({ ...list, visibility });
    const result = await api(socialApi.updateCollection, { params: { id }, body: { visibility } });
    if (!result.ok) setList(before);
    apply(result, `Now: ${VISIBILITY_LABEL[visibility]}.`);
  };
  const reorder = async (index: number, by: -1 | 1) => {
    const order = move(list.items, index, by);
    setList({ ...list, items: order });
    apply(await api(socialApi.reorder, { params: { id }, body: { characterIds: order.map((i) => i.id) } }), `${list.items[index]!.title} moved ${by < 0 ? 'up' : 'down'}.`);
  };
  const remove = async (item: Item) => apply(await api(socialApi.removeItem, { params: { id, characterId: item.id } }), `${item.title} removed.`);
  const destroy = async () => {
    if (!confirm(`Delete the collection “${list.name}”? The characters stay in the catalogue.`)) return;
    const result = await api(socialApi.deleteCollection, { params: { id } });
    if (result.ok) location.assign('/account/collections');
    else setStatus(result.message);
  };
  const link = `${origin}${sharedPath(list.shareToken)}`;

  return (
    <div>
      <h1>{list.name}</h1>
      <form className="tm-save-new" onSubmit={(e) => void rename(e)}>
        <label htmlFor="collection-name">Name</label>
        <input id="collection-name" value={name} maxLength={80} required onChange={(e) => setName(e.currentTarget.value)} />
        <button type="submit" className="btn btn-secondary">Rename</button>
      </form>
      <fieldset className="tm-plans">
        <legend>Who can see it</legend>
        {VISIBILITIES.map((v) => (
          <label key={v} className="tm-save-list-option">
            <input type="radio" name="visibility" value={v} checked={list.visibility === v} onChange={() => void share(v)} /> {VISIBILITY_LABEL[v]}
          </label>
        ))}
      </fieldset>
      {list.visibility !== 'private' && (
        <p className="tm-share">
          <label htmlFor="share-link">Share link</label>
          <input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <a className="btn btn-secondary" href={sharedPath(list.shareToken)}>Open shared page</a>
        </p>
      )}
      <p role="status" className="tm-added">{status}</p>
      {list.items.length === 0 ? (
        <p>This collection is empty. Use “Save to collection” on a <a href="/cartoon-characters">character page</a>.</p>
      ) : (
        <ol className="tm-collection-items">
          {list.items.map((item, index) => (
            <li key={item.id}>
              {item.hasPreview ? <img src={`/api/characters/${item.id}/preview`} alt="" width={64} height={64} loading="lazy" /> : <span className="tm-card-noart" />}
              <a href={`/cartoon-characters/${item.slug}`}>{item.title}</a>
              <div className="tm-actions">
                <button type="button" className="btn btn-secondary" aria-label={`Move ${item.title} up`} disabled={index === 0} onClick={() => void reorder(index, -1)}>↑ Up</button>
                <button type="button" className="btn btn-secondary" aria-label={`Move ${item.title} down`} disabled={index === list.items.length - 1} onClick={() => void reorder(index, 1)}>↓ Down</button>
                <button type="button" className="btn btn-secondary" aria-label={`Remove ${item.title}`} onClick={() => void remove(item)}>Remove</button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p><button type="button" className="btn btn-secondary" onClick={() => void destroy()}>Delete collection</button></p>
    </div>
  );
}

export default memo(CollectionEditor);

import { memo, useState } from 'react';
import { api } from '#/lib/api/client.ts';
import { socialApi, type CollectionSummary } from '#/lib/api/social.ts';
import { useHydrated } from './use-hydrated.ts';

type Props = { characterId: string; title: string };

/** "Save to collection" on a character page: a disclosure with the shopper's collections and a new-collection field. */
function SaveToCollection({ characterId, title }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<CollectionSummary[] | null>(null);
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');

  const toggleOpen = async () => {
    setOpen(!open);
    if (lists || open) return;
    const result = await api(socialApi.collections);
    if (result.ok) setLists(result.data.collections);
    else setStatus(result.message);
  };
  const replace = (next: CollectionSummary) =>
    setLists((all) => (all ?? []).map((l) => (l.id === next.id ? next : l)).concat(all?.some((l) => l.id === next.id) ? [] : [next]));
  // The box ticks at once; the server's answer then replaces the guess, or undoes it.
  const setIn = async (list: CollectionSummary, on: boolean) => {
    const guessed = on
      ? [...list.characterIds.filter((c) => c !== characterId), characterId]
      : list.characterIds.filter((c) => c !== characterId);
    replace({ ...list, characterIds: guessed });
    const result = await api(on ? socialApi.addItem : socialApi.removeItem, { params: { id: list.id, characterId } });
    if (!result.ok) return (replace(list), setStatus(result.message));
    replace(result.data.collection);
    setStatus(on ? `${title} saved to ${list.name}.` : `${title} removed from ${list.name}.`);
  };
  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    const created = await api(socialApi.createCollection, { body: { name } });
    if (!created.ok) return setStatus(created.fields.name ?? created.message);
    setName('');
    replace(created.data.collection);
    await setIn(created.data.collection, true);
  };

  return (
    <div className="tm-save">
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls="save-to-collection"
        disabled={!hydrated}
        onClick={() => void toggleOpen()}
      >
        Save to collection
      </button>
      <div id="save-to-collection" className="tm-save-panel" hidden={!open}>
        {lists === null ? <p>Loading your collections…</p> : lists.length === 0 && <p>No collections yet: name your first one below.</p>}
        <ul className="tm-save-list">
          {(lists ?? []).map((list) => (
            <li key={list.id}>
              <label>
                <input
                  type="checkbox"
                  checked={list.characterIds.includes(characterId)}
                  onChange={(e) => void setIn(list, e.currentTarget.checked)}
                />{' '}
                {list.name}
              </label>
            </li>
          ))}
        </ul>
        <form className="tm-save-new" onSubmit={(e) => void create(e)}>
          <label htmlFor="new-collection-name">New collection</label>
          <input id="new-collection-name" value={name} maxLength={80} required onChange={(e) => setName(e.currentTarget.value)} />
          <button type="submit" className="btn btn-secondary">
            Create and save
          </button>
        </form>
        <p>
          <a href="/account/collections">Manage my collections</a>
        </p>
      </div>
      <p role="status" className="tm-added">
        {status}
      </p>
    </div>
  );
}

export default memo(SaveToCollection);

import { useEffect, useRef, useState, type RefObject } from 'react';
import { slugify } from '#/lib/slugify.ts';
import { checkSlug } from '#/stores/admin.ts';

/** Which slug the form checks live: a character's or a tutorial's (except the one being edited). */
export type SlugCheck = { kind: 'character' | 'tutorial'; except?: string };
const WHERE = { character: { path: '/cartoon-characters', noun: 'character' }, tutorial: { path: '/tutorials', noun: 'tutorial' } } as const;
type Note = { text: string; bad: boolean } | null;

const CHECK_DELAY_MS = 300;

/**
 * The slug follows the title until staff edit the slug themselves (a new form only: an existing
 * page keeps its address unless changed by hand), and is checked for uniqueness as it changes.
 */
export function useSlugFromTitle(form: RefObject<HTMLFormElement | null>, fields: { name: string; value?: unknown }[], check?: SlugCheck) {
  const hasBoth = fields.some((f) => f.name === 'title') && fields.some((f) => f.name === 'slug');
  const follows = useRef(hasBoth && !fields.find((f) => f.name === 'slug')?.value);
  const [note, setNote] = useState<Note>(null);
  const [slug, setSlug] = useState<string | null>(null);

  useEffect(() => {
    if (!check || slug === null) return;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return setNote(null);
    setNote({ text: 'Checking the address…', bad: false });
    const timer = setTimeout(() => {
      const { path, noun } = WHERE[check.kind];
      void checkSlug(check.kind, slug, check.except).then((free) => {
        if (free === null) setNote(null);
        else setNote(free ? { text: `${path}/${slug} is free.`, bad: false } : { text: `Another ${noun} already uses ${path}/${slug}.`, bad: true });
      });
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slug, check?.kind, check?.except]);

  const onInput = (target: EventTarget) => {
    if (!hasBoth || !(target instanceof HTMLInputElement)) return;
    const slugInput = form.current?.elements.namedItem('slug');
    if (!(slugInput instanceof HTMLInputElement)) return;
    if (target.name === 'slug') {
      follows.current = target.value === '';
      return setSlug(target.value.trim().toLowerCase());
    }
    if (target.name === 'title' && follows.current) {
      slugInput.value = slugify(target.value);
      setSlug(slugInput.value);
    }
  };
  return { note, onInput };
}

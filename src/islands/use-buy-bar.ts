import { useEffect, useState, type RefObject } from 'react';

/** The width below which the page is one column and the buy bar is offered (the .tm-detail breakpoint). */
const PHONE = '(max-width: 800px)';
const TYPING = 'input:not([type=radio]):not([type=checkbox]):not([type=button]):not([type=submit]), textarea, select, [contenteditable]';

/**
 * Whether the phone's buy bar shows: on a one-column page, while the buy box's own button is out of
 * view, but not over the footer (the page's end stays readable) and not while the shopper types (the
 * on-screen keyboard leaves no room for it).
 */
export function useBuyBar(actions: RefObject<HTMLElement | null>): boolean {
  const [phone, setPhone] = useState(false);
  const [buttonInView, setButtonInView] = useState(true);
  const [footerInView, setFooterInView] = useState(false);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const onQuery = () => setPhone(query.matches);
    onQuery();
    query.addEventListener('change', onQuery);
    const target = actions.current;
    const footer = document.querySelector('.site-footer');
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) (entry.target === target ? setButtonInView : setFooterInView)(entry.isIntersecting);
    });
    if (target) observer.observe(target);
    if (footer) observer.observe(footer);
    const onFocus = () => setTyping(document.activeElement instanceof Element && document.activeElement.matches(TYPING));
    // After a blur, focus lands on the next element (or nowhere) only once the event is over.
    const onBlur = () => setTimeout(onFocus);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onBlur);
    return () => {
      query.removeEventListener('change', onQuery);
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onBlur);
    };
  }, [actions]);

  return phone && !buttonInView && !footerInView && !typing;
}

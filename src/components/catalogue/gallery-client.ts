/**
 * The gallery in the browser: thumbnails switch the main picture (or the clip) in place, the main
 * picture opens the larger view in a native dialog (Escape closes it, arrows step through views).
 */
type View = { src: string; alt: string; width: string; height: string };

export function enhanceGallery(root: HTMLElement): void {
  const main = root.querySelector<HTMLImageElement>('[data-main]');
  const link = root.querySelector<HTMLAnchorElement>('[data-zoom]');
  const video = root.querySelector<HTMLVideoElement>('[data-video]');
  const dialog = root.querySelector<HTMLDialogElement>('[data-lightbox]');
  const zoomed = root.querySelector<HTMLImageElement>('[data-zoomed]');
  const caption = root.querySelector<HTMLElement>('[data-caption]');
  const thumbs = [...root.querySelectorAll<HTMLAnchorElement>('[data-view]')];
  if (!main || !link || !dialog || !zoomed || !caption) return;
  const views: View[] = thumbs.map((t) => ({ src: t.dataset.src!, alt: t.dataset.alt!, width: t.dataset.width!, height: t.dataset.height! }));
  let current = 0;

  const mark = (active: Element) =>
    root.querySelectorAll('.tm-gallery-thumbs a').forEach((a) => (a === active ? a.setAttribute('aria-current', 'true') : a.removeAttribute('aria-current')));
  const select = (i: number) => {
    const view = views[i];
    if (!view) return;
    current = i;
    Object.assign(main, { src: view.src, alt: view.alt, width: Number(view.width), height: Number(view.height) });
    link.href = view.src;
    link.setAttribute('aria-label', `Click to enlarge ${view.alt}`);
    link.hidden = false;
    if (video) {
      video.pause();
      video.hidden = true;
    }
    mark(thumbs[i]!);
  };
  const showZoom = () => {
    const view = views[current] ?? { src: main.src, alt: main.alt };
    zoomed.src = view.src;
    zoomed.alt = view.alt;
    caption.textContent = view.alt;
  };

  thumbs.forEach((thumb, i) => thumb.addEventListener('click', (event) => (event.preventDefault(), select(i))));
  root.querySelector<HTMLAnchorElement>('[data-clip]')?.addEventListener('click', (event) => {
    if (!video) return;
    event.preventDefault();
    link.hidden = true;
    video.hidden = false;
    mark(event.currentTarget as Element);
    void video.play().catch(() => {});
  });
  link.addEventListener('click', (event) => {
    event.preventDefault();
    showZoom();
    dialog.showModal();
  });
  const step = (by: number) => {
    if (!views.length) return;
    select((current + by + views.length) % views.length);
    showZoom();
  };
  dialog.querySelectorAll<HTMLButtonElement>('[data-step]').forEach((b) => b.addEventListener('click', () => step(Number(b.dataset.step))));
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  });
  // A click on the backdrop (outside the dialog's box) closes it, as on other stores.
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
}

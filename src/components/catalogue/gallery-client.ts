/**
 * The gallery in the browser: thumbnails switch the main picture (or the clip) in place, and the main
 * picture opens a full-screen view (PhotoSwipe, loaded on the first open): pinch or the zoom button to
 * zoom, swipe or the arrow keys between views, Escape or the close button to leave; focus stays inside
 * and returns to the picture. Without JavaScript the links open the pictures themselves.
 */
import type PhotoSwipe from 'photoswipe';
// The stylesheet's address only: imported as CSS, the build would put it on every character page.
import viewerCss from 'photoswipe/style.css?url';

type View = { src: string; alt: string; width: number; height: number };

let library: Promise<typeof PhotoSwipe> | undefined;
function loadStyles(): Promise<unknown> {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: viewerCss });
  // Opened either way: without its styles the viewer is plain, not broken.
  const loaded = new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });
  document.head.append(link);
  return loaded;
}

/** The viewer's code and styles, fetched once when a shopper first enlarges a picture. */
function loadViewer(): Promise<typeof PhotoSwipe> {
  library ??= Promise.all([import('photoswipe'), loadStyles()]).then(([m]) => m.default);
  return library;
}

/** Opens the full-screen view at `index`; `onChange` follows the view shown, so the page's picture matches on close. */
async function openViewer(title: string, views: View[], index: number, onChange: (i: number) => void): Promise<void> {
  const Viewer = await loadViewer();
  const viewer = new Viewer({
    dataSource: views.map((v) => ({ src: v.src, width: v.width, height: v.height, alt: v.alt })),
    index,
    bgOpacity: 1,
    secondaryZoomLevel: 2,
    maxZoomLevel: 4,
    wheelToZoom: true,
    showHideAnimationType: 'fade',
    closeTitle: 'Close (Esc)',
    zoomTitle: 'Zoom (Z)',
    arrowPrevTitle: 'Previous view',
    arrowNextTitle: 'Next view',
    errorMsg: 'This picture could not be loaded.',
  });
  // A caption read out as the view changes (the carousel itself is silent to screen readers).
  viewer.on('uiRegister', () => {
    viewer.ui?.registerElement({
      name: 'tm-caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (el) => {
        el.setAttribute('aria-live', 'polite');
        const show = () => (el.textContent = views[viewer.currIndex]?.alt ?? '');
        viewer.on('change', show);
        show();
      },
    });
  });
  viewer.on('change', () => onChange(viewer.currIndex));
  viewer.init();
  viewer.element?.setAttribute('aria-label', `${title}, larger view`);
}

/**
 * Plays the Lottie in `box` (lottie-web's SVG-only build, fetched on the first play and never on pages
 * without one); false when the player or the file fails, so the caller shows the clip instead.
 */
const players = new WeakMap<HTMLElement, { play(): void; pause(): void }>();

async function playLottie(box: HTMLElement): Promise<boolean> {
  const known = players.get(box);
  if (known) return (known.play(), true);
  try {
    const { default: lottie } = await import('lottie-web/build/player/lottie_light');
    const animation = lottie.loadAnimation({ container: box, renderer: 'svg', loop: true, autoplay: true, path: box.dataset.lottie! });
    const ready = await new Promise<boolean>((resolve) => {
      animation.addEventListener('DOMLoaded', () => resolve(true));
      animation.addEventListener('data_failed', () => resolve(false));
      animation.addEventListener('error', () => resolve(false));
    });
    if (!ready) animation.destroy();
    else players.set(box, animation);
    return ready;
  } catch {
    return false;
  }
}

export function enhanceGallery(root: HTMLElement): void {
  const main = root.querySelector<HTMLImageElement>('[data-main]');
  const link = root.querySelector<HTMLAnchorElement>('[data-zoom]');
  const video = root.querySelector<HTMLVideoElement>('[data-video]');
  const lottieBox = root.querySelector<HTMLElement>('[data-lottie]');
  const thumbs = [...root.querySelectorAll<HTMLAnchorElement>('[data-view]')];
  if (!main || !link) return;
  const title = root.dataset.title ?? '';
  const views: View[] = thumbs.length
    ? thumbs.map((t) => ({ src: t.dataset.src!, alt: t.dataset.alt!, width: Number(t.dataset.width), height: Number(t.dataset.height) }))
    : [{ src: main.src, alt: main.alt, width: main.width, height: main.height }];
  let current = 0;

  const mark = (active: Element | undefined) =>
    root.querySelectorAll('.tm-gallery-thumbs a').forEach((a) => (a === active ? a.setAttribute('aria-current', 'true') : a.removeAttribute('aria-current')));
  const select = (i: number) => {
    const view = views[i];
    if (!view) return;
    current = i;
    Object.assign(main, { src: view.src, alt: view.alt, width: view.width, height: view.height });
    link.href = view.src;
    link.setAttribute('aria-label', `Click to enlarge ${view.alt}`);
    link.hidden = false;
    if (video) {
      video.pause();
      video.hidden = true;
    }
    if (lottieBox) {
      lottieBox.hidden = true;
      players.get(lottieBox)?.pause();
    }
    mark(thumbs[i]);
  };

  thumbs.forEach((thumb, i) => thumb.addEventListener('click', (event) => (event.preventDefault(), select(i))));
  root.querySelector<HTMLAnchorElement>('[data-clip]')?.addEventListener('click', (event) => {
    if (!video && !lottieBox) return;
    event.preventDefault();
    link.hidden = true;
    mark(event.currentTarget as Element);
    const showClip = () => {
      if (lottieBox) lottieBox.hidden = true;
      // Neither plays (no clip yet, the Lottie failed): back to the picture.
      if (!video) return select(current);
      video.hidden = false;
      void video.play().catch(() => {});
    };
    if (!lottieBox) return showClip();
    lottieBox.hidden = false;
    void playLottie(lottieBox).then((played) => {
      if (!played) showClip();
    });
  });
  link.addEventListener('click', (event) => {
    event.preventDefault();
    void openViewer(title, views, current, select);
  });
}

import { animationScene, characterScene, GALLERY_VIEWS, setScene, type ArtView, type CharacterArt } from '#/lib/art/index.ts';
import type { Layer, Scene } from '#/lib/art/scene.ts';

/** What a drawn character's files are made from: its own art, or a set's members (title and art). */
export type ArtSource = { kind: 'single'; art: CharacterArt } | { kind: 'set'; members: { title: string; art: CharacterArt }[] };

export const VIEW_LABELS: Record<ArtView, string> = { front: 'Front', 'three-quarter': 'Three-quarter view', expressions: 'Expressions' };

/** The picture the files show (EPS, AI, PNG, card thumbnail): the front view. */
export function mainScene(source: ArtSource): Scene {
  return source.kind === 'single' ? characterScene(source.art, 'front') : setScene(source.members.map((m) => m.art), 'front');
}

/** Gallery entries in page order: the three views, then (for a set) each member on their own. */
export function galleryScenes(source: ArtSource): { label: string; scene: Scene }[] {
  if (source.kind === 'single') return GALLERY_VIEWS.map((view) => ({ label: VIEW_LABELS[view], scene: characterScene(source.art, view) }));
  const arts = source.members.map((m) => m.art);
  return [
    ...GALLERY_VIEWS.map((view) => ({ label: view === 'front' ? 'The cast' : VIEW_LABELS[view], scene: setScene(arts, view) })),
    ...source.members.map((m) => ({ label: m.title, scene: characterScene(m.art, 'front') })),
  ];
}

const moveNumbers = (d: string, f: (n: number, i: number) => number) => {
  let i = 0;
  return d.replace(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g, (n) => String(Math.round(f(Number(n), i++) * 100) / 100));
};

/** A scene scaled by `scale` and moved by (dx, dy): path numbers alternate x and y (M, L, C only). */
export function placeScene(scene: Scene, dx: number, dy: number, scale: number, suffix: string): Layer[] {
  return scene.layers.map((layer) => ({
    name: `${layer.name}${suffix}`,
    shapes: layer.shapes.map((s) => ({ ...s, d: moveNumbers(s.d, (n, i) => n * scale + (i % 2 ? dy : dx)), strokeWidth: s.strokeWidth * scale })),
  }));
}

/** The loop at time t: the character's own, or the cast side by side, each moving a little after the previous one. */
export function animationAt(source: ArtSource, t: number): Scene {
  if (source.kind === 'single') return animationScene(source.art, t);
  const members = source.members.slice(0, 5);
  const first = animationScene(members[0]!.art, t);
  const slot = first.width / members.length;
  const layers = members.flatMap((m, i) => {
    const scene = animationScene(m.art, (t + i / members.length) % 1);
    const scale = Math.min(slot / scene.width, 1);
    return placeScene(scene, i * slot + (slot - scene.width * scale) / 2, first.height - scene.height * scale, scale, `-${i + 1}`);
  });
  return { width: first.width, height: first.height, layers };
}

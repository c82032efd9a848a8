import { animationOf, animationsOf, characterScene, rigOf, rigToSvg, type CharacterArt } from '#/lib/art/index.ts';
import { slugify } from '#/lib/slugify.ts';
import { sceneToAi } from './ai.ts';
import { sceneToEps } from './eps.ts';
import { FLA_FPS, rigToFla } from './fla.ts';
import { MP4_LOOP } from './mp4.ts';
import type { Made } from './made.ts';
import { lottieFiles, spriteFiles } from './motion-files.ts';
import { PNG_SIZE, fitSize, sceneToPng } from './png.ts';
import { reelVideos } from './reel.ts';
import { WEBM_LOOP } from './webm.ts';

export const FILE_FORMATS = ['EPS', 'AI', 'SVG', 'PNG', 'FLA', 'MP4', 'WEBM', 'LOTTIE', 'SPRITES'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export const CONTENT_TYPES: Record<FileFormat, string> = {
  EPS: 'application/postscript', AI: 'application/pdf', SVG: 'image/svg+xml', PNG: 'image/png', FLA: 'application/zip', MP4: 'video/mp4', WEBM: 'video/webm',
  LOTTIE: 'application/zip', SPRITES: 'image/png',
};
export const EXTENSIONS: Record<FileFormat, string> = { EPS: 'eps', AI: 'ai', SVG: 'svg', PNG: 'png', FLA: 'fla', MP4: 'mp4', WEBM: 'webm', LOTTIE: 'lottie', SPRITES: 'png' };

export type { Made } from './made.ts';

/** What follows the slug in a file's name: its stem or its variant (`-three-quarter`, `-walk-sheet`; nothing for the main file). */
export const suffix = (made: Made) => {
  const stem = made.stem ?? made.variant;
  return stem ? `-${stem}` : '';
};

/** The PNG poses: the front (the main file), the second pose turned three-quarters, the expression sheet. */
export const PNG_POSES = [['', 'front'], ['three-quarter', 'three-quarter'], ['expressions', 'expressions']] as const;

const file = (format: FileFormat, made: Omit<Made, 'ext' | 'contentType' | 'variant'> & { variant?: string }): Made => ({ variant: '', ext: EXTENSIONS[format], contentType: CONTENT_TYPES[format], ...made });

function video(format: 'MP4' | 'WEBM', art: CharacterArt): Made {
  const rig = rigOf(art);
  const reel = animationOf(rig, 'reel')!;
  const options = format === 'MP4' ? MP4_LOOP : WEBM_LOOP;
  // The reel (a wave, then the walk or the idle): its MP4, WebM and preview clip are encoded together (reel.ts).
  return file(format, {
    data: () => reelVideos({ kind: 'single', art }).then((videos) => (format === 'MP4' ? videos.mp4 : videos.webm)),
    // The reel's keyframes and the rig's parts decide every frame: a change in either makes the video again.
    input: `${format}\n${JSON.stringify(options)}\n${JSON.stringify(reel)}\n${JSON.stringify(rig.parts)}`,
    width: options.width, height: options.height, durationMs: options.seconds * 1000,
  });
}

/** The files of one format for one character: each made from its rig. */
export function singleFiles(format: FileFormat, art: CharacterArt, title: string, slug = slugify(title)): Made[] {
  const front = () => characterScene(art, 'front');
  switch (format) {
    case 'EPS':
      return [file(format, { data: async () => sceneToEps(front(), title), input: `eps-objects-1\n${title}\n${JSON.stringify(front())}`, width: 1000, height: 1000 })];
    case 'AI':
      return [file(format, { data: () => sceneToAi(front(), title), input: `ai-layers-1\n${title}\n${JSON.stringify(front())}`, width: 1000, height: 1000 })];
    case 'SVG': {
      const svg = rigToSvg(rigOf(art), { title });
      return [file(format, { data: async () => Buffer.from(svg), input: svg, width: 1000, height: 1000 })];
    }
    case 'PNG':
      return PNG_POSES.map(([variant, view]) => {
        const scene = characterScene(art, view);
        return file(format, { variant, data: () => sceneToPng(scene), input: JSON.stringify(scene), ...fitSize(scene, PNG_SIZE) });
      });
    case 'FLA': {
      const rig = rigOf(art);
      const animations = animationsOf(rig);
      const frames = animations.reduce((sum, a) => sum + a.frames, 0);
      // The writer's version leads the input: a change to the writer makes the FLAs again, and nothing else.
      const input = `fla-symbols-2\n${title}\n${JSON.stringify(rig)}\n${JSON.stringify(animations)}`;
      return [file(format, { data: async () => rigToFla(rig, title), input, width: rig.width, height: rig.height, durationMs: Math.round((frames / FLA_FPS) * 1000) })];
    }
    case 'MP4':
    case 'WEBM':
      return [video(format, art)];
    case 'LOTTIE':
      return lottieFiles(art, title);
    case 'SPRITES':
      return spriteFiles(art, slug);
  }
}

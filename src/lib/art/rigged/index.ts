import type { Scene } from '#/lib/art/scene.ts';
import { rawAnimations, sequence } from './animations.ts';
import { CANVAS } from './build.ts';
import { fitAnimation } from './fit.ts';
import { poseScene } from './pose.ts';
import { poseAt } from './timeline.ts';
import type { Animation, AnimationName, CharacterRig } from './types.ts';

/** The rig's animations, fitted to the canvas, and the reel the videos show. */

const made = new WeakMap<CharacterRig, { list: Animation[]; reel: Animation }>();

function animationSet(rig: CharacterRig) {
  let known = made.get(rig);
  if (!known) {
    const raw = rawAnimations(rig);
    const byName = new Map(raw.map((a) => [a.name, a]));
    // The videos: a wave, then two steps of the walk (or, without legs, the idle).
    const second = byName.get('walk') ? [byName.get('walk')!, byName.get('walk')!] : [byName.get('idle')!];
    const reel = fitAnimation(rig, sequence('reel', [byName.get('wave')!, ...second]), CANVAS);
    known = { list: raw.map((a) => fitAnimation(rig, a, CANVAS)), reel };
    made.set(rig, known);
  }
  return known;
}

/** Idle, wave and (for figures with legs) walk: each a seamless loop at 24 fps that stays inside the canvas. */
export const animationsOf = (rig: CharacterRig): Animation[] => animationSet(rig).list;

/** One animation by name (`reel`: the 4-second wave-then-walk the MP4 and WebM show); undefined when the figure has none (walk without legs). */
export function animationOf(rig: CharacterRig, name: AnimationName): Animation | undefined {
  return name === 'reel' ? animationSet(rig).reel : animationSet(rig).list.find((a) => a.name === name);
}

/** A frame of an animation as a flat scene (any frame number: it loops). */
export const frameScene = (rig: CharacterRig, animation: Animation, frame: number): Scene => poseScene(rig, poseAt(animation, frame));

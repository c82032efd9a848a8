import { ellipsePath } from '#/lib/art/scene.ts';
import { capsule, roundRect } from '#/lib/art/geometry.ts';
import { ball, box, flat, light, line, shade, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type Part } from '#/lib/art/model.ts';
import type { Head, HeadResult } from './people.ts';

/** Robot heads: a box, a monitor, a tin can, a glass dome, and a flying drone body. */

const part = (name: string, z: number, shapes: Part['shapes']): Part => ({ name, z, shapes });

function antenna(h: Head, tip: string, height = 1.45): Part {
  return part('antenna', Z.earsBack, [solid(capsule([h.x, h.y - h.r * 0.8], [h.x, h.y - h.r * height], 8), '#8e96a8', 6), ...ball(h.x, h.y - h.r * height, 22, 22, tip)]);
}

function bolts(h: Head, c: string, w = 1): Part {
  return part('ears', Z.earsBack, [-1, 1].flatMap((s) => box(h.x + s * h.r * w - (s < 0 ? 40 : 0), h.y - 45, 40, 90, 12, c)));
}

const face = (h: Head, eyeSize = 0.13, dx = 0.38) => ({ x: h.x, y: h.y, r: h.r, eyeY: h.y - h.r * 0.08, eyeDX: h.r * dx, mouthY: h.y + h.r * 0.38, eyeSize: h.r * eyeSize });

function boxHead(h: Head, a: CharacterArt): HeadResult {
  return { parts: [antenna(h, '#ff5d5d'), bolts(h, a.palette.detail, 1.02), part('head', Z.head, box(h.x - h.r, h.y - h.r * 0.85, h.r * 2, h.r * 1.7, 40, a.palette.skin))], face: face(h) };
}

function screenHead(h: Head, a: CharacterArt): HeadResult {
  const shapes = [...box(h.x - h.r * 1.1, h.y - h.r * 0.8, h.r * 2.2, h.r * 1.6, 30, a.palette.skin), solid(roundRect(h.x - h.r * 0.9, h.y - h.r * 0.6, h.r * 1.8, h.r * 1.2, 24), '#1d2740', 5), flat(roundRect(h.x - h.r * 0.8, h.y - h.r * 0.52, h.r * 0.5, h.r * 0.12, 6), '#ffffff', 0.18)];
  return { parts: [antenna(h, '#7ff3ff', 1.3), part('head', Z.head, shapes), part('stand', Z.head - 0.1, [solid(roundRect(h.x - 40, h.y + h.r * 0.75, 80, h.r * 0.4, 10), a.palette.detail)])], face: face(h, 0.13, 0.35) };
}

function canHead(h: Head, a: CharacterArt): HeadResult {
  const c = a.palette.skin;
  const shapes = [...box(h.x - h.r * 0.85, h.y - h.r * 0.95, h.r * 1.7, h.r * 1.85, 18, c), solid(ellipsePath(h.x, h.y - h.r * 0.95, h.r * 0.85, h.r * 0.18), light(c)), ...[0.45, 0.75].map((k) => line(`M${h.x - h.r * 0.85} ${h.y + h.r * k} L${h.x + h.r * 0.85} ${h.y + h.r * k}`, 6)), flat(ellipsePath(h.x - h.r * 0.5, h.y + h.r * 0.1, h.r * 0.14, h.r * 0.22), '#b5622a', 0.75)];
  return { parts: [antenna(h, '#ffb02e', 1.35), part('head', Z.head, shapes)], face: face(h, 0.12, 0.34) };
}

function domeHead(h: Head, a: CharacterArt): HeadResult {
  const shapes = [...ball(h.x, h.y, h.r, h.r * 0.9, a.palette.skin), solid(roundRect(h.x - h.r * 0.75, h.y - h.r * 0.4, h.r * 1.5, h.r * 0.9, h.r * 0.4), '#dff6ff', 5)];
  return { parts: [bolts(h, a.palette.detail, 0.98), part('head', Z.head, shapes), part('light', Z.hat, [...ball(h.x, h.y - h.r * 0.95, h.r * 0.2, h.r * 0.16, '#ffd84a')])], face: face(h, 0.12, 0.34) };
}

/** The delivery drone is all head: a round body with rotor arms and a camera eye. */
function droneHead(h: Head, a: CharacterArt): HeadResult {
  const rotors = [-1, 1].flatMap((s) => [solid(capsule([h.x + s * h.r * 0.5, h.y - h.r * 0.6], [h.x + s * h.r * 1.45, h.y - h.r * 1.05], 14), a.palette.detail), solid(capsule([h.x + s * h.r * 1.45, h.y - h.r * 1.05], [h.x + s * h.r * 1.45, h.y - h.r * 1.25], 12), a.palette.detail), flat(ellipsePath(h.x + s * h.r * 1.45, h.y - h.r * 1.3, h.r * 0.6, h.r * 0.08), '#9fd8ff', 0.7), solid(ellipsePath(h.x + s * h.r * 1.45, h.y - h.r * 1.3, h.r * 0.6, h.r * 0.08), null, 5)]);
  return { parts: [part('rotors', Z.earsBack, rotors), part('head', Z.head, [...ball(h.x, h.y, h.r, h.r * 0.85, a.palette.skin), flat(roundRect(h.x - h.r, h.y + h.r * 0.15, h.r * 2, h.r * 0.16, 6), shade(a.palette.skin))])], face: face(h, 0.16, 0.4) };
}

export const ROBOT_HEADS = { 'robot-box': boxHead, 'robot-screen': screenHead, 'robot-can': canHead, 'robot-dome': domeHead, drone: droneHead };

import { COLOURS, pill, text } from './draw.ts';
import { appWindow, armSwingSvg, explodedSvg, label, layerPanel } from './figures.ts';

/**
 * The pictures the two rigging tutorials (the FLA's part layers, the SVG's named groups) draw
 * alike: the character pulled apart into its parts beside the same figure with its arm turned
 * about the shoulder pivot. What differs between them is here, as data.
 */
export type RigPictures = {
  /** The catalogue character drawn. */
  character: string;
  /** The file the cover's window shows, e.g. "presenter-paula.fla". */
  file: string;
  /** The parts the layer panel lists, and the one highlighted on the cover. */
  parts: string[];
  coverPart: number;
  /** The arm's angle on the cover and in the diagram, in degrees. */
  coverSwing: number;
  diagramSwing: number;
  /** The format pill and the line below it on the cover; `coverY` is the pill's top. */
  format: string;
  tagline: string;
  coverY: number;
  /** The diagram's window title and its two numbered captions. */
  diagramTitle: string;
  steps: [string, string];
};

export const rigCover = (p: RigPictures) => [
  appWindow(60, 70, 700, 580, p.file, armSwingSvg(p.character, p.coverSwing, 140, 140, 500)),
  layerPanel(800, 140, p.parts, p.coverPart),
  pill(800, p.coverY, p.format, COLOURS.amber),
  text(800, p.coverY + 100, p.tagline, { size: 30, weight: 700, fill: COLOURS.ink }),
].join('');

export const rigDiagram = (p: RigPictures) => [
  appWindow(40, 40, 1200, 640, p.diagramTitle, ''),
  explodedSvg(p.character, 1, 70, 110, 520),
  armSwingSvg(p.character, p.diagramSwing, 640, 110, 520),
  label(100, 650, p.steps[0], 24),
  label(690, 650, p.steps[1], 24),
].join('');

/** The video's first shot: the parts fly apart while the layer panel lights them one by one. */
export const rigPartsApart = (p: RigPictures, t: number) =>
  appWindow(60, 60, 1160, 600, p.file, explodedSvg(p.character, t, 120, 110, 540) + layerPanel(820, 130, p.parts, Math.min(6, Math.floor(t * 7))));

/** The video's last shot: the arm swings to the diagram's angle and back, once a second. */
export const rigWave = (p: RigPictures, title: string, t: number) =>
  appWindow(60, 60, 1160, 600, title, armSwingSvg(p.character, p.diagramSwing * Math.sin(t * Math.PI * 2), 340, 110, 540));

import {
  appendBezierCurve, closePath, concatTransformationMatrix, endMarkedContent, fill, LineCapStyle, LineJoinStyle, lineTo, moveTo, PDFDocument, PDFName, PDFOperator,
  PDFOperatorNames, PDFString, popGraphicsState, pushGraphicsState, setFillingRgbColor, setGraphicsState, setLineCap, setLineJoin, setLineWidth, setStrokingRgbColor, stroke,
  type PDFRef,
} from 'pdf-lib';
import type { Scene, Shape } from '#/lib/art/scene.ts';
import { parsePath, rgb, visibleShapes, type LayerGroup } from './path.ts';

/** Same art, same bytes: the dates inside the file do not change its checksum. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

function pathOperators(d: string): PDFOperator[] {
  return parsePath(d).map((c) => {
    if (c.op === 'Z') return closePath();
    if (c.op === 'C') return appendBezierCurve(c.x1, c.y1, c.x2, c.y2, c.x, c.y);
    return c.op === 'M' ? moveTo(c.x, c.y) : lineTo(c.x, c.y);
  });
}

function shapeOperators(shape: Shape, alpha: (opacity: number) => PDFName): PDFOperator[] {
  const ops: PDFOperator[] = [pushGraphicsState()];
  if (shape.opacity < 1) ops.push(setGraphicsState(alpha(shape.opacity)));
  if (shape.fill) ops.push(setFillingRgbColor(...rgb(shape.fill)), ...pathOperators(shape.d), fill());
  if (shape.stroke && shape.strokeWidth > 0) {
    ops.push(setStrokingRgbColor(...rgb(shape.stroke)), setLineWidth(shape.strokeWidth), ...pathOperators(shape.d), stroke());
  }
  ops.push(popGraphicsState());
  return ops;
}

/**
 * A PDF-compatible Illustrator file: one page the size of the picture, every shape as PDF path
 * operators (m, l, c, h, f, S), and each layer (rig part) an optional content group (a PDF layer)
 * of its name, which Illustrator, Acrobat and Affinity list as layers. A named group (a set's member)
 * is a layer holding its parts' layers; switching it off hides them all.
 */
export async function layersToAi(size: { width: number; height: number }, groups: LayerGroup[], title: string): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setCreator('Toonmart');
  doc.setProducer('Toonmart (pdf-lib)');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const page = doc.addPage([size.width, size.height]);
  const states = new Map<number, PDFName>();
  const alpha = (opacity: number) => {
    const key = Math.round(opacity * 100) / 100;
    if (!states.has(key)) states.set(key, page.node.newExtGState('GS', doc.context.obj({ Type: 'ExtGState', ca: key, CA: key })));
    return states.get(key)!;
  };
  const properties = new Map<string, PDFRef>();
  const layer = (name: string) => {
    const ref = doc.context.register(doc.context.obj({ Type: 'OCG', Name: PDFString.of(name) }));
    properties.set(`OC${properties.size + 1}`, ref);
    return { ref, begin: PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('OC'), PDFName.of(`OC${properties.size}`)]) };
  };
  const ops: PDFOperator[] = [pushGraphicsState(), concatTransformationMatrix(1, 0, 0, -1, 0, size.height), setLineJoin(LineJoinStyle.Round), setLineCap(LineCapStyle.Round)];
  // The layer list reads top first, as in Illustrator: the reverse of the drawing order.
  const order: (PDFRef | PDFRef[])[] = [];
  for (const group of groups) {
    const outer = group.name ? layer(group.name) : null;
    if (outer) ops.push(outer.begin);
    const inner: PDFRef[] = [];
    for (const { layer: name, shapes } of visibleShapes({ ...size, layers: group.layers })) {
      if (!shapes.length) continue;
      const oc = layer(name);
      inner.unshift(oc.ref);
      ops.push(oc.begin, pushGraphicsState(), ...shapes.flatMap((s) => shapeOperators(s, alpha)), popGraphicsState(), endMarkedContent());
    }
    if (outer) ops.push(endMarkedContent());
    order.unshift(...(outer ? [outer.ref, inner] : inner));
  }
  ops.push(popGraphicsState());
  page.pushOperators(...ops);
  const refs = [...properties.values()];
  page.node.Resources()!.set(PDFName.of('Properties'), doc.context.obj(Object.fromEntries(properties)));
  doc.catalog.set(PDFName.of('OCProperties'), doc.context.obj({ OCGs: refs, D: { Name: PDFString.of('Layers'), Order: order, ON: refs, BaseState: 'ON' } }));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** One picture as an AI file: each of its layers (rig parts) a PDF layer of its own. */
export const sceneToAi = (scene: Scene, title: string) => layersToAi(scene, [{ name: null, layers: scene.layers }], title);

import {
  appendBezierCurve, closePath, concatTransformationMatrix, fill, LineCapStyle, LineJoinStyle, lineTo, moveTo, PDFDocument, PDFName, type PDFOperator,
  popGraphicsState, pushGraphicsState, setFillingRgbColor, setGraphicsState, setLineCap, setLineJoin, setLineWidth, setStrokingRgbColor, stroke,
} from 'pdf-lib';
import type { Scene, Shape } from '#/lib/art/scene.ts';
import { parsePath, rgb, visibleShapes } from './path.ts';

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
 * The scene as a PDF-compatible Illustrator file: one page the size of the scene, every shape as
 * PDF path operators (m, l, c, h, f, S), one q…Q group per layer. Illustrator opens such a file
 * as editable vectors; any PDF viewer shows it too.
 */
export async function sceneToAi(scene: Scene, title: string): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setCreator('Toonmart');
  doc.setProducer('Toonmart (pdf-lib)');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const page = doc.addPage([scene.width, scene.height]);
  const states = new Map<number, PDFName>();
  const alpha = (opacity: number) => {
    const key = Math.round(opacity * 100) / 100;
    if (!states.has(key)) states.set(key, page.node.newExtGState('GS', doc.context.obj({ Type: 'ExtGState', ca: key, CA: key })));
    return states.get(key)!;
  };
  const ops: PDFOperator[] = [pushGraphicsState(), concatTransformationMatrix(1, 0, 0, -1, 0, scene.height), setLineJoin(LineJoinStyle.Round), setLineCap(LineCapStyle.Round)];
  for (const { shapes } of visibleShapes(scene)) {
    ops.push(pushGraphicsState(), ...shapes.flatMap((s) => shapeOperators(s, alpha)), popGraphicsState());
  }
  ops.push(popGraphicsState());
  page.pushOperators(...ops);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

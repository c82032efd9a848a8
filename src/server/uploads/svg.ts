import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The one SVG sanitiser (docs/decisions/0205-svg-sanitiser.md): every SVG the store keeps,
 * uploaded or drawn, goes through here. DOMPurify's SVG profile on a jsdom window keeps the
 * drawing and drops scripts, event attributes and foreignObject; the hook below also drops
 * every reference that leaves the file (href, xlink:href and url() not pointing at "#id"),
 * so a sanitised SVG loads nothing when shown. A DOCTYPE is refused outright: entities
 * are how XML bombs and external entities get in, and no drawing needs one.
 */
export const MAX_SVG_BYTES = 5 * 1024 * 1024;

export class SvgRefused extends Error {}

const FORBIDDEN = ['script', 'foreignObject', 'image', 'iframe', 'embed', 'object', 'audio', 'video', 'a', 'animate', 'set', 'animateMotion', 'animateTransform', 'discard', 'handler', 'listener'];
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction']);
// url(...) anywhere in an attribute: only a same-file reference, url(#id), stays.
const OUTSIDE_URL = /url\s*\(\s*(?!['"]?#)/i;

let purifier: DOMPurify | undefined;
function purify(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (name.startsWith('on')) data.keepAttr = false;
    else if (LINK_ATTRIBUTES.has(name) && !value.startsWith('#')) data.keepAttr = false;
    else if (OUTSIDE_URL.test(value) || /@import|expression\s*\(/i.test(value)) data.keepAttr = false;
  });
  // Style sheets stay (editors write fills as classes) unless they reach outside the file.
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && (OUTSIDE_URL.test(node.textContent ?? '') || /@import/i.test(node.textContent ?? ''))) node.textContent = '';
  });
  purifier = instance;
  return instance;
}

export type SanitisedSvg = { svg: string; removed: number };

/** Returns the SVG with only drawing left in it, or throws SvgRefused with a reason to show the uploader. */
export function sanitiseSvg(input: string): SanitisedSvg {
  if (Buffer.byteLength(input) > MAX_SVG_BYTES) throw new SvgRefused(`SVG files may be at most ${MAX_SVG_BYTES / 1024 / 1024} MB.`);
  const text = input.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new SvgRefused('it has a DOCTYPE or entity declarations, which SVG drawings do not need.');
  if (!/<svg[\s>]/i.test(text)) throw new SvgRefused('it has no <svg> element.');
  const dompurify = purify();
  // Parsed as HTML: its parser knows SVG's mixed-case names (linearGradient, viewBox), which the XML mode would lose.
  // DOMPurify keeps leading whitespace; the drawing must start the file.
  const body = text.replace(/^\s*<\?xml[^>]*\?>/, '').trim();
  const svg = dompurify.sanitize(body, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> of a part defined in the same file is how rigs repeat shapes; the hook drops outside targets.
    ADD_TAGS: ['use'],
    FORBID_TAGS: FORBIDDEN,
  });
  if (!/^<svg[\s>]/.test(svg.trim())) throw new SvgRefused('it could not be read as an SVG drawing.');
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${asXml(svg.trim())}\n`, removed: dompurify.removed.length };
}

/** The HTML serialiser's output made a standalone XML file again: namespaces on the root, no HTML-only entities. */
function asXml(html: string): string {
  let svg = html;
  // Only the drawing: whatever HTML followed the closing tag is not part of it.
  svg = svg.slice(0, svg.lastIndexOf('</svg>') + '</svg>'.length);
  const open = /^<svg[^>]*>/.exec(svg)?.[0] ?? '<svg>';
  let root = open;
  if (!/\sxmlns="/.test(root)) root = root.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  if (/\sxlink:/.test(svg) && !/\sxmlns:xlink=/.test(root)) root = root.replace(/^<svg/, '<svg xmlns:xlink="http://www.w3.org/1999/xlink"');
  return (root + svg.slice(open.length)).replace(/&nbsp;/g, '&#160;');
}

/** Whether bytes look like an SVG document (text, an <svg> root near the start), whatever the name says. */
export function looksLikeSvg(head: Buffer): boolean {
  const text = head.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  // A DOCTYPE may hold an internal subset ([...] with entity declarations): sanitiseSvg refuses it by name.
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text);
}

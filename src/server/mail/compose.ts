import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { createElement, type FunctionComponent } from 'react';
import { TEMPLATES, type TemplateData, type TemplateName } from './templates/index.ts';

export type ComposedMail = { subject: string; html: string; text: string };

/**
 * The plain-text part, with react-email's own text rules. Compiled once: compiling
 * the selectors cost more than converting a receipt, and every paid order sends one.
 */
const toText = compile({ wordwrap: false, selectors: plainTextSelectors });

/** Renders a template into the HTML and plain-text parts of one email (one React render for both). */
export async function composeMail<N extends TemplateName>(name: N, data: TemplateData<N>, siteUrl: string): Promise<ComposedMail> {
  const template = TEMPLATES[name] as unknown as { subject(data: TemplateData<N>): string; Body: FunctionComponent<{ data: TemplateData<N>; siteUrl: string }> };
  const html = await render(createElement(template.Body, { data, siteUrl }));
  return { subject: template.subject(data), html, text: toText(html) };
}

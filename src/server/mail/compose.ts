import { render } from '@react-email/render';
import { createElement, type FunctionComponent } from 'react';
import { TEMPLATES, type TemplateData, type TemplateName } from './templates/index.ts';

export type ComposedMail = { subject: string; html: string; text: string };

/** Renders a template into the HTML and plain-text parts of one email. */
export async function composeMail<N extends TemplateName>(name: N, data: TemplateData<N>, siteUrl: string): Promise<ComposedMail> {
  const template = TEMPLATES[name] as unknown as { subject(data: TemplateData<N>): string; Body: FunctionComponent<{ data: TemplateData<N>; siteUrl: string }> };
  const element = createElement(template.Body, { data, siteUrl });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject(data), html, text };
}

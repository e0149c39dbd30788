import type { z } from 'zod';
import { escapeHtml } from '../../../domain/common/html';
import type { Config } from '../../core/config';

/** What a template may use when the worker renders it: the settings (links, names, the link secret). */
export interface EmailContext {
  siteName: string;
  publicUrl: string;
  config: Config;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** A rendered email and its one recipient; null when there is nothing to send any more (say, the record is gone). */
export type OutgoingMessage = (RenderedEmail & { to: string }) | null;

export interface EmailTemplate<S extends z.ZodType = z.ZodType> {
  schema: S;
  render(data: z.infer<S>, ctx: EmailContext): Promise<OutgoingMessage>;
  /** Runs once the SMTP server accepted the message (say, to record that a welcome went out). */
  sent?(data: z.infer<S>): Promise<void>;
}

/**
 * An email: its job data is checked by the schema before rendering (a malformed job fails once instead
 * of retrying), and render() reads what it needs by id when the worker sends it, so jobs carry no secrets.
 */
export function defineEmail<S extends z.ZodType>(
  schema: S,
  render: (data: z.infer<S>, ctx: EmailContext) => Promise<OutgoingMessage>,
  sent?: (data: z.infer<S>) => Promise<void>,
): EmailTemplate<S> {
  return { schema, render, sent };
}

/** An email to send: a template's name and its data (ids and plain values, never secrets), checked by the template's schema when sent. */
export interface EmailJob {
  template: string;
  data: unknown;
}

/**
 * A feature's emails as typed jobs: `directoryEmail('product-approved', { productId })` is checked against that
 * template's schema at compile time, while the table of every template is assembled once (server/features/registry.ts).
 */
export function emailJobs<T extends Record<string, EmailTemplate>>(_templates: T) {
  return <K extends keyof T & string>(template: K, data: z.input<T[K]['schema']>): EmailJob => ({ template, data });
}

export interface EmailBody {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** One look for every email: the same content as escaped HTML and as plain text. */
export function composeEmail({ subject, heading, paragraphs, action, footnote }: EmailBody, ctx: Pick<EmailContext, 'siteName' | 'publicUrl'>): RenderedEmail {
  const text = [heading, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), ...(footnote ? [footnote, ''] : []), `— ${ctx.siteName}`, ctx.publicUrl].join('\n');
  const html =
    `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">` +
    `<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">` +
    `<tr><td><p style="margin:0 0 24px;font-weight:bold;color:#f97316">${escapeHtml(ctx.siteName)}</p>` +
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>` +
    paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`).join('') +
    (action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#f97316;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`
      : '') +
    (footnote ? `<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(footnote)}</p>` : '') +
    `</td></tr></table><p style="font-size:12px;color:#94a3b8"><a href="${escapeHtml(ctx.publicUrl)}" style="color:#94a3b8">${escapeHtml(ctx.publicUrl)}</a></p>` +
    `</td></tr></table></body></html>`;
  return { subject, text, html };
}

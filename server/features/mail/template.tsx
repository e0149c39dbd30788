import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import type { Config } from '../../core/config';
import { EmailFrame, type EmailFrameValue } from './layout';
import { renderInShell } from './layoutShell';
import { toPlainText } from './plainText';

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

/** What a template's load() found: the one recipient and what the view shows. */
export interface LoadedEmail<P> {
  to: string;
  props: P;
}

/**
 * Transactional mail (confirmations, resets, receipts) always goes out; marketing mail (the waitlist's welcome,
 * announcements) is skipped for unsubscribed addresses and carries one-click unsubscribe headers.
 */
export type EmailKind = 'transactional' | 'marketing';

/** One email, defined once: its job data, how the worker reads what it shows, sample data for previews, and its view. */
export interface EmailDefinition<S extends z.ZodType, P> {
  schema: S;
  kind?: EmailKind;
  /** Reads by id what the email shows, when the worker sends it; null when there is nothing to send any more. */
  load(data: z.infer<S>, ctx: EmailContext): Promise<LoadedEmail<P> | null>;
  /** Made-up data of the same shape, for `email:preview`, the admin's preview page and the layout tests. */
  sample(ctx: EmailContext): P;
  /** Other cases of the same email by name (the trial of a completed checkout), previewed and tested as `<template>:<case>`. */
  variants?(ctx: EmailContext): Record<string, P>;
  subject(props: P, ctx: EmailContext): string;
  /** The email as a React Email component tree (server/features/mail/layout.tsx): the HTML and the plain text come from it. */
  view(props: P, ctx: EmailContext): ReactElement;
  /** Runs once the SMTP server accepted the message (say, to record that a welcome went out). */
  sent?(data: z.infer<S>): Promise<void>;
}

export interface EmailTemplate<S extends z.ZodType = z.ZodType, P = unknown> extends EmailDefinition<S, P> {
  kind: EmailKind;
  /** load() then renderEmail(): the message as it would be sent (without the per-recipient unsubscribe link). */
  render(data: z.infer<S>, ctx: EmailContext): Promise<OutgoingMessage>;
}

/**
 * An email: its job data is checked by the schema before rendering (a malformed job fails once instead
 * of retrying), and load() reads what it needs by id when the worker sends it, so jobs carry no secrets.
 */
export function defineEmail<S extends z.ZodType, P>(definition: EmailDefinition<S, P>): EmailTemplate<S, P> {
  const template: EmailTemplate<S, P> = {
    kind: 'transactional',
    ...definition,
    async render(data, ctx) {
      const loaded = await definition.load(data, ctx);
      return loaded ? { to: loaded.to, ...(await renderEmail(template, loaded.props, ctx)) } : null;
    },
  };
  return template;
}

/** The doctype React Email's render() writes, which email clients expect. */
const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The subject, the HTML and its plain-text twin of one email, both from the same component tree: its content
 * rendered (and its text converted) into the layout's cached shell (layoutShell.tsx), or `whole` (the tree in one piece, as the shell must match).
 */
export async function renderEmail<P>(template: EmailDefinition<z.ZodType, P>, props: P, ctx: EmailContext, frame: Pick<EmailFrameValue, 'unsubscribeUrl'> = {}, { whole = false } = {}): Promise<RenderedEmail> {
  const value: EmailFrameValue = { siteName: ctx.siteName, publicUrl: ctx.publicUrl, supportEmail: ctx.config.SUPPORT_EMAIL, ...frame };
  const view = template.view(props, ctx);
  // React Email's render() streams for Suspense, which no email uses: the static renderer gives the same markup at half the CPU.
  const shelled = whole ? null : renderInShell(view, value);
  const html = `${XHTML_DOCTYPE}${shelled?.html ?? renderToStaticMarkup(<EmailFrame.Provider value={value}>{view}</EmailFrame.Provider>)}`;
  // The shell's text is converted once too; the whole HTML only when the email's parts cannot be filled into it.
  return { subject: template.subject(props, ctx), html, text: shelled?.text ?? toPlainText(html) };
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

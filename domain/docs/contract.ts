import { z } from 'zod';
import { endpoint, htmlAnswer } from '../common/contract';

export const docsContract = {
  openApi: endpoint('GET', '/openapi.json', 'public', { summary: 'This document: the OpenAPI 3.1 description of every endpoint under /api' }).output(z.record(z.string(), z.unknown())),
  page: endpoint('GET', '/docs', 'public', { summary: 'The same document as a readable page', answer: 'html' }).output(htmlAnswer),
};

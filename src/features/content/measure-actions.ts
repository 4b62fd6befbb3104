'use server';

import { z } from 'zod';
import { waitMinutes } from '@/domain/security/limits';
import { firstLocale, type Locale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/action-result';
import { ActionError } from '@/server/action';
import { fieldErrorsOf } from '@/lib/limit-message';
import { measureRequestSchemaNow, submitMeasureRequest } from '@/server/measure/measure-requests';
import { definePublicAction } from '@/server/public-action';
import { limits } from '@/server/security/limiter';

/**
 * The form's shape only: the request itself is validated against today's calendar inside (the page is cached, so
 * "tomorrow" is decided when it is sent); `website` is the honeypot (bots are told it worked, nothing is stored).
 */
const measureForm = z.object({
  request: z.record(z.string(), z.unknown()),
  locale: z
    .string()
    .max(10)
    .catch('')
    .transform((l): Locale => firstLocale(l)),
  website: z.string().max(1000).catch(''),
});

const submitMeasure = definePublicAction('measure.submit', measureForm, async ({ request, locale, website }, ctx) => {
  if (website.trim() !== '') return null;
  const parsed = measureRequestSchemaNow().safeParse(request);
  if (!parsed.success) throw new ActionError(400, 'invalid', undefined, fieldErrorsOf(parsed.error));
  // the address's allowance is used by requests that would be stored (like the contact form)
  const verdict = await limits.measure.take(await ctx.clientAddress());
  if (!verdict.ok) throw new ActionError(429, 'tooManyAttempts', { minutes: waitMinutes(verdict.retryAfterMs) });
  await submitMeasureRequest(parsed.data, locale);
  return null;
});

/** "Book a free measure" (docs/requirements.md, "Measure requests"); field errors are keys of content.measure.errors. */
export async function submitMeasureAction(input: {
  request: Record<string, unknown>;
  locale: string;
  website?: string;
}): Promise<ActionResult<null>> {
  return submitMeasure(input);
}

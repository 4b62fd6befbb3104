import { hoursLines, type OpeningHours } from '@/domain/settings/opening-hours';

/** The showroom's opening hours, one line per run of days (docs/requirements.md, "Showroom pickup"). */
export function OpeningHoursList({
  hours,
  locale,
  words,
  className = '',
  testId,
}: {
  hours: OpeningHours;
  locale: string;
  words: { range: (from: string, to: string) => string; closed: string };
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 ${className}`} data-testid={testId}>
      {hoursLines(hours, locale, words).map((l) => (
        <div key={l.days} className="contents">
          <dt>{l.days}</dt>
          <dd className="text-end">{l.closed ? l.hours : <bdi dir="ltr">{l.hours}</bdi>}</dd>
        </div>
      ))}
    </dl>
  );
}

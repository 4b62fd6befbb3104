'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowRight, ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { clsx } from 'clsx';
import type { LocalizedHomeSlide } from '@/domain/content/pages';
import { Link } from '@/i18n/navigation';

const INTERVAL_MS = 6000;

/**
 * The home page hero slides (page content 'home'); advances on its own unless paused, hovered or reduced motion is
 * asked for. `pictures` are the slides' pictures rendered by the server (the first one preloaded). The slides come in
 * the page's language (localizeHome); a text shown in English on another language's page is marked lang="en".
 */
export function HeroSlider({ slides, pictures }: { slides: LocalizedHomeSlide[]; pictures: React.ReactNode[] }) {
  const t = useTranslations('catalogue.home');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // the first slide's picture is the page's largest paint: the others are fetched once the page has loaded
  const [restReady, setRestReady] = useState(false);
  useEffect(() => {
    const ready = () => setRestReady(true);
    if (document.readyState === 'complete') {
      const id = window.setTimeout(ready, 0);
      return () => window.clearTimeout(id);
    }
    window.addEventListener('load', ready, { once: true });
    return () => window.removeEventListener('load', ready);
  }, []);
  useEffect(() => {
    if (paused || slides.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % slides.length), INTERVAL_MS);
    return () => clearInterval(id);
  }, [paused, slides.length]);
  const go = (i: number) => setIndex((i + slides.length) % slides.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('heroLabel')}
      className="relative isolate overflow-hidden bg-ink"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="relative h-[460px] md:h-[560px]">
        {slides.map((s, i) => (
          <div
            key={`${s.image}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { n: i + 1, total: slides.length })}
            aria-hidden={i !== index}
            className={clsx(
              'absolute inset-0 transition-opacity duration-700',
              i === index ? 'opacity-100' : 'pointer-events-none opacity-0',
            )}
          >
            {(i === 0 || restReady) && pictures[i]}
            <div className="absolute inset-0 -z-10 bg-linear-to-r from-black/75 via-black/40 to-transparent rtl:bg-linear-to-l" />
            <div className="container-shop flex h-full flex-col justify-center text-white md:px-20">
              <h2 dir="auto" lang={s.lang?.heading} className="max-w-2xl text-4xl font-extrabold tracking-tight md:text-6xl">
                {s.heading}
              </h2>
              {s.text && (
                <p dir="auto" lang={s.lang?.text} className="mt-4 max-w-xl text-lg text-white/90">
                  {s.text}
                </p>
              )}
              {s.link && (
                <Link
                  href={s.link}
                  tabIndex={i === index ? 0 : -1}
                  lang={s.linkLabel ? s.lang?.linkLabel : undefined}
                  className="mt-8 inline-flex w-fit items-center gap-2 rounded-md bg-primary px-6 py-3 font-semibold text-ink hover:bg-primary-hover"
                >
                  {s.linkLabel || t('shopNow')} <ArrowRight className="size-4 flip-rtl" aria-hidden />
                </Link>
              )}
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={t('previousSlide')}
            className="absolute start-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/80 p-2 hover:bg-white md:block"
          >
            <ChevronLeft className="size-5 flip-rtl" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={t('nextSlide')}
            className="absolute end-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/80 p-2 hover:bg-white md:block"
          >
            <ChevronRight className="size-5 flip-rtl" aria-hidden />
          </button>
          {/* each dot sits in a 24 px touch target (WCAG 2.5.8); the padding replaces the gap between the dots */}
          <div className="absolute inset-x-0 bottom-3 flex justify-center">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={t('slideOf', { n: i + 1, total: slides.length })}
                aria-current={i === index}
                className="p-[7px]"
              >
                <span className={clsx('block h-2.5 rounded-full transition-all', i === index ? 'w-8 bg-primary' : 'w-2.5 bg-white/70')} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

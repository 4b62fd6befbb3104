'use client';

import { useEffect } from 'react';
import type { TrackerIds } from '@/domain/settings/consent';
import { useConsent } from './use-consent';

type TrackerWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & {
    queue?: unknown[];
    callMethod?: (...args: unknown[]) => void;
    loaded?: boolean;
    version?: string;
  };
  fbAsyncInit?: () => void;
  FB?: { init: (o: object) => void };
};

const SDK_LOCALE: Record<string, string> = { fr: 'fr_FR', ar: 'ar_AR', bn: 'bn_IN', en: 'en_US' };

function addScript(src: string, id: string) {
  if (document.getElementById(id)) return;
  const s = document.createElement('script');
  s.src = src;
  s.async = true;
  s.id = id;
  document.head.appendChild(s);
}

/**
 * Google Analytics, Facebook Pixel and Messenger: each only when its id is set in settings (`ids`, plain tokens
 * checked by trackerIds) and only once the visitor consented to cookies, which is read in the browser. No inline
 * script: the loaders are set up here and the vendors' files are added as script elements, whose hosts the page's
 * Content-Security-Policy allows (docs/architecture.md, "Content-Security-Policy").
 */
export function TrackingScripts({ ids, locale }: { ids: TrackerIds; locale: string }) {
  const consented = useConsent();
  useEffect(() => {
    if (!consented) return;
    const w = window as TrackerWindow;
    if (ids.googleAnalytics && !w.gtag) {
      w.dataLayer = w.dataLayer || [];
      w.gtag = function gtag() {
        // gtag.js reads the arguments object itself
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer!.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', ids.googleAnalytics);
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.googleAnalytics)}`, 'ga-loader');
    }
    if (ids.facebookPixel && !w.fbq) {
      const fbq: NonNullable<TrackerWindow['fbq']> = (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue!.push(args);
      };
      fbq.queue = [];
      fbq.loaded = true;
      fbq.version = '2.0';
      w.fbq = fbq;
      addScript('https://connect.facebook.net/en_US/fbevents.js', 'fb-pixel');
      fbq('init', ids.facebookPixel);
      fbq('track', 'PageView');
    }
    if (ids.messenger) {
      w.fbAsyncInit = () => w.FB?.init({ xfbml: true, version: 'v18.0' });
      addScript(`https://connect.facebook.net/${SDK_LOCALE[locale] ?? 'en_US'}/sdk/xfbml.customerchat.js`, 'facebook-jssdk');
    }
  }, [consented, ids, locale]);
  if (!consented || !ids.messenger) return null;
  return (
    <>
      <div id="fb-root" />
      <div className="fb-customerchat" data-attribution="biz_inbox" data-page_id={ids.messenger} />
    </>
  );
}

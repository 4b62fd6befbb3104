'use client';

import { useEffect, useRef } from 'react';
import { useMessages } from 'next-intl';
import '@photo-sphere-viewer/core/index.css';
import { textAsHtml } from '@/lib/escape-html';

/**
 * Full-size Photo Sphere Viewer: drag to look around, wheel/pinch to zoom, navbar with zoom, move and fullscreen. The
 * viewer writes its caption as HTML: the caption goes in escaped, marked lang="en" when English stands in.
 */
export function PanoramaViewer({
  panorama,
  caption,
  captionLang,
  label,
}: {
  panorama: string;
  caption: string;
  captionLang?: 'en';
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const messages = useMessages() as { content?: { tours?: { viewer?: Record<string, string> } } };
  const lang = messages.content?.tours?.viewer;
  useEffect(() => {
    let viewer: { destroy(): void } | undefined;
    let cancelled = false;
    import('@photo-sphere-viewer/core').then(
      ({ Viewer }) => {
        if (cancelled || !ref.current) return;
        viewer = new Viewer({
          container: ref.current,
          panorama,
          caption: textAsHtml(caption, captionLang),
          loadingTxt: lang?.loading,
          lang,
          navbar: ['zoom', 'move', 'caption', 'fullscreen'],
          defaultZoomLvl: 20,
          defaultPitch: -0.12,
          touchmoveTwoFingers: false,
          mousewheelCtrlKey: false,
        });
      },
      (err) => console.error('[360] viewer failed to load', err),
    );
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [panorama, caption, captionLang, lang]);
  return <div ref={ref} role="application" aria-label={label} className="size-full" data-testid="panorama-viewer" />;
}

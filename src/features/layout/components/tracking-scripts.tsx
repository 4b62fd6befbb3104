import Script from 'next/script';
import type { Settings } from '@/domain/settings/settings';
import { thirdPartyScripts } from '../consent';

/**
 * Google Analytics, Facebook Pixel and Messenger, each only when its id is set in settings and only after the
 * visitor accepted cookies (ids are checked to be plain tokens by thirdPartyScripts before they reach a script).
 * Each carries the request's CSP nonce (src/proxy.ts).
 */
export function TrackingScripts({ script, consented, locale, nonce }: { script: Settings['script']; consented: boolean; locale: string; nonce?: string }) {
  const load = thirdPartyScripts(script, consented);
  return (
    <>
      {load.includes('googleAnalytics') && (
        <>
          <Script src={`https://www.googletagmanager.com/gtag/js?id=${script.googleAnalyticsId}`} strategy="afterInteractive" nonce={nonce} />
          <Script id="ga-init" strategy="afterInteractive" nonce={nonce}>
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${script.googleAnalyticsId}');`}
          </Script>
        </>
      )}
      {load.includes('facebookPixel') && (
        <Script id="fb-pixel" strategy="afterInteractive" nonce={nonce}>
          {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${script.facebookPixelId}');fbq('track','PageView');`}
        </Script>
      )}
      {load.includes('messenger') && (
        <>
          <div id="fb-root" />
          <div className="fb-customerchat" data-attribution="biz_inbox" data-page_id={script.messengerPageId} />
          <Script id="fb-messenger" strategy="lazyOnload" nonce={nonce}>
            {`window.fbAsyncInit=function(){FB.init({xfbml:true,version:'v18.0'})};(function(d,s,id){var js,fjs=d.getElementsByTagName(s)[0];if(d.getElementById(id))return;js=d.createElement(s);js.id=id;js.src='https://connect.facebook.net/${locale === 'fr' ? 'fr_FR' : locale === 'ar' ? 'ar_AR' : locale === 'bn' ? 'bn_IN' : 'en_US'}/sdk/xfbml.customerchat.js';fjs.parentNode.insertBefore(js,fjs)}(document,'script','facebook-jssdk'));`}
          </Script>
        </>
      )}
    </>
  );
}

import type { SiteConfig } from 'docgen-cli';

/** The Veriton developer portal: everything specific to it lives here and in docs/, specs/, static/. */
export default {
  title: 'Veriton Developers',
  tagline: 'Build on digital twins, decentralized identifiers, verifiable credentials, metering and signing.',
  url: 'https://developers.veriton.example',
  baseUrl: '/',
  trailingSlash: false,
  titleDelimiter: '|',
  favicon: '/img/favicon.svg',
  version: '0.38.2',
  badge: 'Beta',
  image: '/img/social-card.png',
  keywords: ['Veriton', 'API', 'digital twin', 'DID', 'verifiable credentials'],
  customFields: {
    baseUrlDocs: 'https://developers.veriton.example',
    consolePortalUrl: 'https://console.veriton.example',
    supportDeskUrl: 'https://support.veriton.example',
    supportUrl: 'https://support.veriton.example/hc/requests/new',
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } },
  },
  announcementBar: {
    id: 'announcement-bar',
    content:
      'Veriton is in <strong>beta</strong>: APIs can still change before 1.0. Questions or feedback? <a href="https://support.veriton.example" target="_blank" rel="noopener noreferrer">Talk to us on the support desk</a>.',
    backgroundColor: '#eef3ff',
    textColor: '#1c2b4a',
    isCloseable: true,
  },
  navbar: {
    title: 'Developers',
    logo: { src: '/img/logo.svg', alt: 'Veriton', href: '/', height: 26, width: 120 },
    geoLogo: {
      lookupUrl: 'https://ipapi.co/json/',
      countries: ['US', 'CA'],
      logo: { src: '/img/halvorsen-logo.svg', alt: 'Halvorsen Group', href: '/', height: 26, width: 150 },
      timeoutMs: 3000,
    },
    style: 'primary',
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left' },
      // The SDK landing page; the item stays active on every SDK page (/sdk and /sdks/...).
      { label: 'SDKs', to: '/sdk', activeBaseRegex: '^/sdks?(/|$)', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'APIs', position: 'left' },
      { type: 'search', position: 'right' },
      { label: 'Console', href: 'https://console.veriton.example', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/guides/gettingstarted' },
          { label: 'SDKs', to: '/sdk' },
          { label: 'API reference', to: '/api' },
        ],
      },
      {
        title: 'Platform',
        items: [
          { label: 'Console portal', href: 'https://console.veriton.example' },
          { label: 'Support desk', href: 'https://support.veriton.example' },
          { label: 'Service status', to: '/probe' },
        ],
      },
      {
        title: 'Legal',
        items: [
          { label: 'Data privacy statement', href: 'https://www.halvorsen-group.example/legal/privacy' },
          { label: 'Terms of use', href: 'https://www.halvorsen-group.example/legal/terms' },
          { label: 'Imprint', href: 'https://www.halvorsen-group.example/legal/imprint' },
        ],
      },
    ],
    logo: {
      src: '/img/halvorsen-logo-light.svg',
      alt: 'Halvorsen Group',
      href: 'https://www.halvorsen-group.example',
      height: 32,
      width: 185,
    },
    copyright: 'Copyright © {year} Halvorsen Group AG. Veriton® is a trademark of Halvorsen Group AG.',
  },
  colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  helpButton: { label: 'Help', href: 'https://support.veriton.example/hc/requests/new' },
  tagManager: { containerId: 'GTM-VRT7K2Q', category: 'targeting' },
  cookieConsent: {
    title: 'Your privacy choices',
    description:
      'We use cookies to keep this site working, to remember your preferences and, with your consent, to measure how the documentation is used so we can improve it.',
    privacyPolicyUrl: 'https://www.halvorsen-group.example/legal/privacy',
    categories: [
      {
        id: 'necessary',
        title: 'Necessary',
        description:
          'Needed for the site to work: load balancing, your cookie choices and dismissed announcements. They cannot be switched off.',
        cookies: [
          {
            name: 'vrt_lb',
            provider: 'developers.veriton.example',
            description: 'Routes your requests to the same server for the length of the visit.',
            lifespan: 'session end',
          },
          {
            name: 'docgen.cookie-consent',
            provider: 'developers.veriton.example',
            description: "Stores the cookie categories you accepted, in your browser's local storage; you are asked again after a year.",
            lifespan: '1 year',
          },
        ],
        toggle: { value: 'necessary', checked: true, disabled: true },
      },
      {
        id: 'functional',
        title: 'Functional',
        description: 'Looks up your country from your IP address (with ipapi.co) to show the logo of the company that serves your region.',
        cookies: [
          {
            name: 'docgen.geo-country',
            provider: 'ipapi.co',
            description: 'Your country code, kept in session storage so the lookup runs once per visit.',
            lifespan: 'session end',
          },
        ],
        toggle: { value: 'functional', checked: true, disabled: false },
      },
      {
        id: 'targeting',
        title: 'Targeting',
        description: 'Google Tag Manager and the analytics it loads, to understand which pages help developers and which do not.',
        cookies: [
          {
            name: '_ga, _ga_*, _gid',
            provider: 'Google Tag Manager',
            description: 'Distinguish visitors and sessions for usage statistics.',
          },
        ],
        toggle: { value: 'targeting', checked: true, disabled: false },
        clearCookies: ['_ga', '_ga_*', '_gid'],
      },
    ],
  },
  api: {
    title: 'API reference',
    description: 'Reference documentation for the four Veriton services, generated from their OpenAPI documents.',
    services: [
      { id: 'gemini-service', label: 'Gemini service', spec: 'specs/gemini-service.yaml' },
      { id: 'metering-service', label: 'Metering service', spec: 'specs/metering-service.yaml' },
      { id: 'signing-service', label: 'Signing service', spec: 'specs/signing-service.yaml' },
      { id: 'token-handler-service', label: 'Token handler service', spec: 'specs/token-handler-service.yaml' },
    ],
  },
  customCss: ['static/css/portal.css'],
} satisfies SiteConfig;

import { useContext, type ReactNode } from 'react';
import { ConfigProvider, theme as antTheme, type ThemeConfig } from 'antd';
import useAppStyle from 'antd/es/app/style';
import useNotification from 'antd/es/notification/useNotification';
import frFR from 'antd/es/locale/fr_FR';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { useThemeMode } from '@capsuisse/web-theme';
import { ToastContext } from '../toasts/toast-context';

dayjs.locale('fr');

export const BRAND_RED = '#e63946';

const shared: ThemeConfig['token'] = {
  colorPrimary: BRAND_RED,
  borderRadius: 10,
  fontFamily: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
};

// A focused field in brand red would read as an error: fields get a neutral blue focus instead.
const FIELD_FOCUS = '#3a86ff';
const components: ThemeConfig['components'] = {
  Input: { activeBorderColor: FIELD_FOCUS, hoverBorderColor: FIELD_FOCUS, activeShadow: '0 0 0 2px rgba(58,134,255,0.2)' },
  Select: { activeBorderColor: FIELD_FOCUS, hoverBorderColor: FIELD_FOCUS, activeOutlineColor: 'rgba(58,134,255,0.2)' },
  // The one avatar (the coach's client list) is on a mid blue: white initials read 3.5:1 there, dark ones 5.4:1.
  Avatar: { colorTextLightSolid: '#0b1020' },
};

// antd's dark danger red (#dc4446) reads at 4.1:1 on a card and 3.6:1 in a menu; this one at 6.8 and 5.9, and what
// is drawn on it (a solid danger button, a hovered 'Déconnexion') is dark: white on it would read at 2.6:1.
const DARK_DANGER = '#ff7875';
const DARK_ON_DANGER = '#0b1020';

// A hovered primary button darkens: white on it reads 6:1, where antd's lighter hover (#dc5b61, #e34f59) read 3.7:1.
// In the light theme an outlined button's hover text takes it too (5.9:1 on white, antd's 3.8:1).
const PRIMARY_HOVER = { dark: '#b82f3c', light: '#c21f31' };
// The landing's red for text on the dark surfaces (6.3:1 on a card), where the derived primary reads 3.3:1.
const DARK_ACCENT = '#ff6b76';
// Its lighter step: a hovered tab, the chosen item of a menu on its highlight.
const DARK_ACCENT_LIGHT = '#ff8a93';

// WCAG AA (4.5:1, checked by the axe spec in both themes): antd's defaults give secondary text, links,
// info tags and white-on-red buttons about 3.5:1, so those tokens are set per theme (the dark algorithm derives
// its own shades from the seeds below).
const THEMES: Record<'light' | 'dark', ThemeConfig> = {
  dark: {
    algorithm: antTheme.darkAlgorithm,
    components: {
      ...components,
      Button: {
        colorError: DARK_DANGER,
        colorErrorHover: '#ff9c9a',
        colorErrorActive: '#e86e6b',
        dangerColor: DARK_ON_DANGER,
        colorPrimaryHover: PRIMARY_HOVER.dark,
        // A hovered outlined button's text and border stay light on the dark card (the darker hover reads 2.9:1 there).
        defaultHoverColor: DARK_ACCENT,
        defaultHoverBorderColor: DARK_ACCENT,
      },
      // colorPrimary: the chosen theme in the phone's menu, 5.9:1 on its highlight (the derived primary reads 2.5:1).
      Dropdown: { colorError: DARK_DANGER, colorTextLightSolid: DARK_ON_DANGER, colorPrimary: DARK_ACCENT_LIGHT },
      // The open tab in the dark accent.
      Tabs: { itemSelectedColor: DARK_ACCENT, itemActiveColor: DARK_ACCENT, itemHoverColor: DARK_ACCENT_LIGHT, inkBarColor: DARK_ACCENT },
      // Purple tags (recruiters): the dark palette's text (#854eca) reads 3.4:1 on its background, this one 6.2:1.
      Tag: { purple7: '#b37feb' },
      // An empty table's text (antd draws it in the disabled grey, 2.3:1) as secondary text.
      Table: { colorTextDisabled: 'rgba(255,255,255,0.62)' },
    },
    token: {
      ...shared,
      colorBgBase: '#0b1020',
      colorBgContainer: '#131a2e',
      colorBgLayout: '#0b1020',
      colorLink: '#8ab4ff',
      // Info (blue tags, alerts) in the link's blue: readable on the dark surfaces.
      colorInfo: '#8ab4ff',
      colorTextDescription: 'rgba(255,255,255,0.62)',
      colorTextTertiary: 'rgba(255,255,255,0.62)',
      // Placeholders antd draws as text (a select's): 5.2:1 instead of 2:1.
      colorTextPlaceholder: 'rgba(255,255,255,0.5)',
    },
  },
  light: {
    algorithm: antTheme.defaultAlgorithm,
    components: { ...components, Button: { colorPrimaryHover: PRIMARY_HOVER.light }, Table: { colorTextDisabled: 'rgba(0,0,0,0.62)' } },
    token: {
      ...shared,
      colorPrimary: '#d62839',
      colorBgLayout: '#f4f6fb',
      colorLink: '#1f5fd6',
      colorInfo: '#1f5fd6',
      colorError: '#cf1322',
      colorSuccess: '#237804',
      colorTextDescription: 'rgba(0,0,0,0.62)',
      colorTextTertiary: 'rgba(0,0,0,0.62)',
      colorTextPlaceholder: 'rgba(0,0,0,0.55)',
    },
  },
};

// Toasts start below the top bar (64 px high, sticky), so they never hide its controls.
const TOASTS_TOP = 80;

/**
 * antd's App as the toasts need it: its root element (the `ant-app` class: text colour, font, line height)
 * and the notifications. antd's own App also sets up message and modal hooks, which nothing here uses: 9 KB
 * of gzip more on every signed-in first visit. The DOM is the same (UiProviders.spec.tsx).
 */
function AppRoot({ children }: { children: ReactNode }) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [notifications, holder] = useNotification({ top: TOASTS_TOP });
  return (
    <ToastContext.Provider value={notifications}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {holder}
        {children}
      </div>
    </ToastContext.Provider>
  );
}

/** antd in French, in the user's theme (dark by default), with the notifications that toasts use. */
export function UiProviders({ children }: { children: ReactNode }) {
  const { resolved } = useThemeMode();
  return (
    <ConfigProvider locale={frFR} theme={THEMES[resolved]}>
      <AppRoot>{children}</AppRoot>
    </ConfigProvider>
  );
}

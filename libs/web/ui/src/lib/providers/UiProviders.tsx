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
};

// WCAG AA (4.5:1, checked by the axe spec in both themes): antd's defaults give secondary text, links,
// info tags and white-on-red buttons about 3.5:1, so those tokens are set per theme (the dark algorithm derives
// its own shades from the seeds below).
const THEMES: Record<'light' | 'dark', ThemeConfig> = {
  dark: {
    algorithm: antTheme.darkAlgorithm,
    components,
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
    },
  },
  light: {
    algorithm: antTheme.defaultAlgorithm,
    components,
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
    },
  },
};

/**
 * antd's App as the toasts need it: its root element (the `ant-app` class: text colour, font, line height)
 * and the notifications. antd's own App also sets up message and modal hooks, which nothing here uses: 9 KB
 * of gzip more on every signed-in first visit. The DOM is the same (UiProviders.spec.tsx).
 */
function AppRoot({ children }: { children: ReactNode }) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [notifications, holder] = useNotification();
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

import { Children, useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useCardStyle from 'antd/es/card/style';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small';
  hoverable?: boolean;
  styles?: { body?: CSSProperties };
}

const renderable = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/**
 * antd's Card as the apps use it (a head with title and extra, a body), with antd's own styles and DOM
 * (Card.spec.tsx compares them), without what it imports for the props nobody passes: its tab list alone
 * brought antd's Tabs to every signed-in first visit (docs/performance.md, web weight).
 */
export function Card({ title, extra, size, hoverable, styles, className, style, children, ...div }: CardProps) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  const classes = [
    prefixCls,
    `${prefixCls}-bordered`,
    hoverable && `${prefixCls}-hoverable`,
    size && `${prefixCls}-${size}`,
    className,
    hashId,
    cssVarCls,
  ];
  return (
    <div {...div} className={classes.filter(Boolean).join(' ')} style={style}>
      {(renderable(title) || renderable(extra)) && (
        <div className={`${prefixCls}-head`}>
          <div className={`${prefixCls}-head-wrapper`}>
            {renderable(title) && <div className={`${prefixCls}-head-title`}>{title}</div>}
            {renderable(extra) && <div className={`${prefixCls}-extra`}>{extra}</div>}
          </div>
        </div>
      )}
      {Children.toArray(children).length > 0 && (
        <div className={`${prefixCls}-body`} style={styles?.body}>
          {children}
        </div>
      )}
    </div>
  );
}

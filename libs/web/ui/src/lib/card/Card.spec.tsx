import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Card as AntdCard, ConfigProvider } from 'antd';
import { Card, type CardProps } from './Card';

// antd names its CSS-variable class after a React id, which differs from one render to the next.
const html = (card: ReactElement) =>
  render(<ConfigProvider>{card}</ConfigProvider>).container.innerHTML.replace(/css-var-[^\s"]+/g, 'css-var');

const CASES: [string, CardProps][] = [
  ['a body alone', { children: 'Contenu' }],
  ['a title, an extra and a body', { title: 'Titre', extra: <a href="/x">Voir</a>, children: <p>Contenu</p> }],
  ['a small card with an element as title', { size: 'small', title: <h3>Titre</h3>, children: ['a', null, 'b'] }],
  [
    'a hoverable card with its own attributes, styles and events',
    {
      hoverable: true,
      role: 'button',
      tabIndex: 0,
      'aria-label': 'Choisir',
      className: 'mine',
      style: { height: '100%' },
      styles: { body: { padding: 28 } },
      onClick: () => undefined,
      children: 'Contenu',
    },
  ],
  ['no body when there is nothing in it', { title: 'Titre', children: [null, false] }],
  ['no head for an empty title', { title: '', children: 'Contenu' }],
];

it.each(CASES)("renders antd's Card DOM: %s", (_, props) => {
  expect(html(<Card {...props} />)).toBe(html(<AntdCard {...props} />));
});

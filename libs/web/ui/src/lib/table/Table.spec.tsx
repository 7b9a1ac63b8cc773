import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider, Table as AntdTable, Tag } from 'antd';
import frFR from 'antd/es/locale/fr_FR';
import { Table, type TableProps } from './Table';

interface User {
  id: string;
  email: string;
  role: string;
}

const users = (count: number, from = 1): User[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `u${from + i}`,
    email: `user${from + i}@example.ch`,
    role: i % 2 ? 'coach' : 'client',
  }));

const inFrench = (table: ReactElement) => <ConfigProvider locale={frFR}>{table}</ConfigProvider>;
// antd names its CSS-variable class after a React id, which differs from one render to the next.
const html = (table: ReactElement) =>
  render(inFrench(table)).container.innerHTML.replace(/css-var-[^\s"]+/g, 'css-var');
// Each case renders the kit's table and antd's with the same props (antd's types are wider than ours).
const antd = <T extends object>(props: TableProps<T>) => <AntdTable<T> {...(props as object)} />;

// The tables the apps show (UsersTab, AuditTab, AnalyticsTab, FollowUpDayCard), in their states.
const usersTable = (over: Partial<TableProps<User>> = {}): TableProps<User> => ({
  'data-testid': 'users-table',
  rowKey: 'id',
  size: 'middle',
  loading: false,
  columns: [
    {
      key: 'email',
      dataIndex: 'email',
      title: 'Email',
      sorter: true,
      sortOrder: 'ascend',
      render: (value: string) => <b>{value}</b>,
    },
    {
      key: 'role',
      dataIndex: 'role',
      title: 'Rôle',
      sorter: true,
      sortOrder: null,
      render: (value: string) => <Tag>{value}</Tag>,
    },
    { key: 'status', title: 'Statut', render: (_, user) => (user.role === 'client' ? '0%' : '-') },
  ],
  dataSource: users(20),
  locale: { emptyText: 'Aucun utilisateur' },
  onRow: () => ({ onClick: () => undefined, style: { cursor: 'pointer' } }),
  pagination: { current: 1, pageSize: 20, total: 45, showSizeChanger: true },
  scroll: { x: true },
  ...over,
});

const byRoleDescending = usersTable().columns.map((c) =>
  c.sorter ? { ...c, sortOrder: c.key === 'role' ? ('descend' as const) : null } : c,
);

const CASES: [string, TableProps<User>][] = [
  ['a server page, sorted, with a row action', usersTable()],
  [
    'the last page, shorter',
    usersTable({
      dataSource: users(5, 41),
      pagination: { current: 3, pageSize: 20, total: 45, showSizeChanger: true },
    }),
  ],
  [
    'a page past the last one (the total shrank)',
    usersTable({
      dataSource: users(5, 41),
      pagination: { current: 9, pageSize: 20, total: 45, showSizeChanger: true },
    }),
  ],
  [
    'more rows than the page holds (the page size just shrank)',
    usersTable({ dataSource: users(45), pagination: { current: 2, pageSize: 10, total: 45, showSizeChanger: true } }),
  ],
  [
    'loading, nothing yet',
    usersTable({
      loading: true,
      dataSource: [],
      pagination: { current: 1, pageSize: 20, total: 0, showSizeChanger: true },
    }),
  ],
  ['loading the next page', usersTable({ loading: true })],
  [
    'no sort, none found',
    usersTable({
      columns: usersTable().columns.map((c) => ({ ...c, sortOrder: c.sorter ? null : undefined })),
      dataSource: [],
      pagination: { current: 1, pageSize: 20, total: 0, showSizeChanger: true },
    }),
  ],
  ['sorted descending by another column', usersTable({ columns: byRoleDescending })],
  [
    'every row, small, aligned to the right, no key (the campaign day)',
    {
      rowKey: 'id',
      size: 'small',
      pagination: false,
      scroll: { x: true },
      dataSource: users(3),
      columns: [
        { title: 'Email', dataIndex: 'email' },
        { title: 'Rôle', dataIndex: 'role', align: 'right', render: (role: string) => role.toUpperCase() },
        { title: 'Actions', key: 'actions', render: (_, user) => <button type="button">{user.id}</button> },
      ],
    },
  ],
  [
    'an empty list without its own text',
    {
      rowKey: 'id',
      size: 'small',
      pagination: false,
      scroll: { x: true },
      dataSource: [],
      columns: [
        { title: 'Email', dataIndex: 'email' },
        { title: 'Rôle', dataIndex: 'role' },
      ],
    },
  ],
];

it.each(CASES)("renders antd's Table DOM: %s", (_, props) => {
  expect(html(<Table<User> {...props} />)).toBe(html(antd(props)));
});

/** Renders the kit's table or antd's with spies, for the same interactions on both. */
function interact(kit: boolean) {
  const onChange = jest.fn();
  const onPage = jest.fn();
  const onClick = jest.fn();
  const table = (over: Partial<TableProps<User>> = {}) => {
    const props = usersTable({
      onChange,
      onRow: (user) => ({ onClick: () => onClick(user.id), style: { cursor: 'pointer' } }),
      pagination: { current: 1, pageSize: 20, total: 45, showSizeChanger: true, onChange: onPage },
      ...over,
    });
    return inFrench(kit ? <Table<User> {...props} /> : antd(props));
  };
  const view = render(table());
  // What the apps read of each call: the page, the sort, the action.
  const calls = () =>
    onChange.mock.calls.map(([pagination, filters, sorter, extra]) => ({
      pagination: { current: pagination.current, pageSize: pagination.pageSize },
      filters,
      sorter: { columnKey: sorter.columnKey, order: sorter.order, field: sorter.field },
      action: extra.action,
    }));
  return { view, table, calls, onPage, onClick };
}

const both = async <R,>(run: (kit: boolean) => Promise<R>) => [await run(true), await run(false)] as const;

it('tells what a click on a header does, and asks for the next sort on a click or Enter, as antd does: ascending, descending, then none', async () => {
  const [kit, theirs] = await both(async (kit) => {
    const t = interact(kit);
    // The tip says what a click will do.
    fireEvent.mouseEnter(within(screen.getByRole('columnheader', { name: 'Rôle' })).getByText('Rôle'));
    const tip = (await screen.findByRole('tooltip')).textContent;
    fireEvent.click(screen.getByRole('columnheader', { name: 'Rôle' }));
    fireEvent.keyDown(screen.getByRole('columnheader', { name: 'Email' }), { key: 'Enter', keyCode: 13 });
    t.view.rerender(t.table({ columns: byRoleDescending }));
    fireEvent.click(screen.getByRole('columnheader', { name: 'Rôle' }));
    const result = { tip, calls: t.calls() };
    t.view.unmount();
    return result;
  });
  expect(kit).toEqual(theirs);
  expect(kit.tip).toBe('Trier par ordre croissant');
  expect(kit.calls.map((c) => [c.action, c.sorter.columnKey, c.sorter.order])).toEqual([
    ['sort', 'role', 'ascend'],
    ['sort', 'email', 'descend'],
    ['sort', undefined, undefined],
  ]);
});

it('changes page and page size through antd Pagination, telling both the pagination and the table', async () => {
  const [kit, theirs] = await both(async (kit) => {
    const t = interact(kit);
    fireEvent.click(screen.getByTitle('2'));
    fireEvent.mouseDown(
      within(t.view.container.querySelector('.ant-pagination-options') as HTMLElement).getByRole('combobox'),
    );
    await act(async () => undefined);
    fireEvent.click(await screen.findByTitle('50 / page'));
    const result = { calls: t.calls(), pages: t.onPage.mock.calls };
    t.view.unmount();
    return result;
  });
  expect(kit).toEqual(theirs);
  expect(kit.pages).toEqual([
    [2, 20],
    [1, 50],
  ]);
});

it('opens a row on a click and lights the row under the pointer', async () => {
  const [kit, theirs] = await both(async (kit) => {
    const t = interact(kit);
    const cell = screen.getByText('user3@example.ch').closest('td') as HTMLElement;
    fireEvent.mouseEnter(cell);
    const lit = [...t.view.container.querySelectorAll('.ant-table-cell-row-hover')].map((td) => td.textContent);
    fireEvent.mouseLeave(cell);
    const after = t.view.container.querySelectorAll('.ant-table-cell-row-hover').length;
    fireEvent.click(cell);
    const result = { lit, after, clicks: t.onClick.mock.calls };
    t.view.unmount();
    return result;
  });
  expect(kit).toEqual(theirs);
  expect(kit.lit).toEqual(['user3@example.ch', 'client', '0%']);
  expect(kit.after).toBe(0);
  expect(kit.clicks).toEqual([['u3']]);
});

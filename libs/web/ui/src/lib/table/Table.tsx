import { useContext, useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { ConfigProvider, Empty, Pagination, Spin, Tooltip } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import { useLocale } from 'antd/es/locale';
import useTableStyle from 'antd/es/table/style';

export type SortOrder = 'ascend' | 'descend';

export interface TableColumn<T> {
  key?: string;
  dataIndex?: keyof T & string;
  title: string;
  align?: 'right';
  /** Sorted by the server: the column says its order, the table asks for the next one through onChange. */
  sorter?: true;
  sortOrder?: SortOrder | null;
  // `never`: a render may declare its value's type (the one its dataIndex holds), as antd's `any` allowed.
  render?: (value: never, record: T, index: number) => ReactNode;
}

/** What onChange tells of the sort: the column and its order, or nothing when none is sorted (a third click clears it). */
export interface SorterResult<T> {
  column?: TableColumn<T>;
  order?: SortOrder;
  field?: string;
  columnKey?: string;
}

export interface TablePagination {
  current: number;
  pageSize: number;
  total: number;
  showSizeChanger: true;
  onChange?: (page: number, pageSize: number) => void;
}

export interface TableProps<T> {
  'data-testid'?: string;
  rowKey: keyof T & string;
  size: 'middle' | 'small';
  columns: TableColumn<T>[];
  dataSource: readonly T[];
  pagination: false | TablePagination;
  scroll: { x: true };
  loading?: boolean;
  locale?: { emptyText: ReactNode };
  onRow?: (record: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  // antd's signature, filters included (this table has none): a page change or the next sort.
  onChange?: (
    pagination: { current?: number; pageSize?: number },
    filters: Record<string, never>,
    sorter: SorterResult<T>,
    extra: { action: 'paginate' | 'sort' },
  ) => void;
}

const NEXT_ORDER = { ascend: 'descend', descend: undefined } as const;
const MEASURE_CELL = { paddingTop: 0, paddingBottom: 0, borderTop: 0, borderBottom: 0, height: 0 };
const MEASURE_CONTENT = { height: 0, overflow: 'hidden', fontWeight: 'bold' } as const;

const sorterResult = <T,>(column: TableColumn<T>, order: SortOrder): SorterResult<T> => ({
  column,
  order,
  field: column.dataIndex,
  columnKey: column.key,
});
const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
const columnKey = <T,>(column: TableColumn<T>, index: number) => column.key ?? column.dataIndex ?? String(index);
/** The order a click on the column asks for: ascending, descending, then none. */
const nextOrder = <T,>(column: TableColumn<T>) => (column.sortOrder ? NEXT_ORDER[column.sortOrder] : 'ascend');
const alignment = <T,>(column: TableColumn<T>) => column.align && { textAlign: column.align };

/**
 * antd's Table as the apps use it (server-side sorting and paging, or every row; always scrolling
 * sideways), with antd's own styles, DOM and pagination (Table.spec.tsx compares them), without what antd
 * imports for the features nobody uses: its column filters (a tree, radios and checkboxes in a dropdown),
 * row selection and virtual rows were most of axel's home's weight (docs/performance.md, web weight).
 */
export function Table<T extends object>({
  rowKey,
  size,
  columns,
  dataSource,
  pagination,
  loading,
  locale,
  onRow,
  onChange,
  'data-testid': testId,
}: TableProps<T>) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('table');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useTableStyle(prefixCls, rootCls);
  const [tableLocale] = useLocale('Table');
  const [globalLocale] = useLocale('global');

  // Like antd's: the row under the pointer, the table's width (an empty table's text stays in view) and
  // the shadows that say more columns lie to either side.
  const [hovered, setHovered] = useState(-1);
  const [width, setWidth] = useState(0);
  const [shadows, setShadows] = useState([false, false]);
  // A table wider than its card scrolls sideways: with no button or link in it, the keyboard reaches it itself.
  const [scrollable, setScrollable] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const updateShadows = () => {
    const content = contentRef.current;
    if (!content) return;
    const { scrollLeft, scrollWidth, clientWidth } = content;
    const next =
      scrollWidth === clientWidth ? [false, false] : [scrollLeft > 0, scrollLeft < scrollWidth - clientWidth - 1];
    setShadows((current) => (current[0] === next[0] && current[1] === next[1] ? current : next));
    setScrollable(scrollWidth > clientWidth);
  };
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const observer = new ResizeObserver(() => {
      setWidth(table.offsetWidth);
      updateShadows();
    });
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  useEffect(updateShadows, [dataSource, columns.length]);

  const total = pagination ? (pagination.total > 0 ? pagination.total : dataSource.length) : 0;
  const pages = pagination ? Math.ceil(total / pagination.pageSize) : 0;
  const current = pagination ? Math.min(pagination.current, pages || 1) : 1;
  // A server page is shown as it came; a longer list is cut to the page, as antd does.
  const rows =
    !pagination || (dataSource.length < total && dataSource.length <= pagination.pageSize)
      ? dataSource
      : dataSource.slice((current - 1) * pagination.pageSize, current * pagination.pageSize);

  const paging = pagination ? { current, pageSize: pagination.pageSize } : {};
  const sorted = columns.find((column) => column.sortOrder);
  const sort = (column: TableColumn<T>) => {
    const order = nextOrder(column);
    onChange?.(paging, {}, order ? sorterResult(column, order) : {}, { action: 'sort' });
  };
  const sorters = (column: TableColumn<T>) => (
    <div className={`${prefixCls}-column-sorters`}>
      <span className={`${prefixCls}-column-title`}>{column.title}</span>
      <span className={`${prefixCls}-column-sorter ${prefixCls}-column-sorter-full`}>
        <span className={`${prefixCls}-column-sorter-inner`} aria-hidden="true">
          <CaretUpOutlined
            className={classes(`${prefixCls}-column-sorter-up`, column.sortOrder === 'ascend' && 'active')}
          />
          <CaretDownOutlined
            className={classes(`${prefixCls}-column-sorter-down`, column.sortOrder === 'descend' && 'active')}
          />
        </span>
      </span>
    </div>
  );
  const header = (column: TableColumn<T>, index: number) => {
    const style = alignment(column);
    if (!column.sorter) {
      return (
        <th key={columnKey(column, index)} className={`${prefixCls}-cell`} style={style} scope="col">
          {column.title}
        </th>
      );
    }
    const next = nextOrder(column);
    const tip =
      next === 'ascend'
        ? tableLocale.triggerAsc
        : next === 'descend'
          ? tableLocale.triggerDesc
          : tableLocale.cancelSort;
    return (
      <th
        key={columnKey(column, index)}
        aria-sort={column.sortOrder ? (column.sortOrder === 'ascend' ? 'ascending' : 'descending') : undefined}
        aria-description={globalLocale.sortable}
        aria-label={column.title}
        className={classes(
          `${prefixCls}-cell`,
          column.sortOrder && `${prefixCls}-column-sort`,
          `${prefixCls}-column-has-sorters`,
        )}
        tabIndex={0}
        style={style}
        scope="col"
        onClick={() => sort(column)}
        onKeyDown={(event) => event.key === 'Enter' && sort(column)}
      >
        <Tooltip title={tip}>{sorters(column)}</Tooltip>
      </th>
    );
  };

  const empty = locale ? locale.emptyText : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const body = rows.length ? (
    rows.map((record, index) => {
      const row = onRow?.(record, index);
      const key = String(record[rowKey]);
      return (
        <tr
          {...row}
          key={key}
          className={`${prefixCls}-row ${prefixCls}-row-level-0`}
          data-row-key={key}
          onMouseEnter={() => setHovered(index)}
          onMouseLeave={() => setHovered(-1)}
        >
          {columns.map((column, columnIndex) => {
            const value = column.dataIndex === undefined ? record : record[column.dataIndex];
            return (
              <td
                key={columnKey(column, columnIndex)}
                className={classes(
                  `${prefixCls}-cell`,
                  column.sortOrder && `${prefixCls}-column-sort`,
                  hovered === index && `${prefixCls}-cell-row-hover`,
                )}
                style={alignment(column)}
              >
                {column.render ? column.render(value as never, record, index) : (value as ReactNode)}
              </td>
            );
          })}
        </tr>
      );
    })
  ) : (
    <tr className={`${prefixCls}-placeholder`}>
      <td className={`${prefixCls}-cell`} colSpan={columns.length}>
        {width ? (
          <div
            className={`${prefixCls}-expanded-row-fixed`}
            style={{ width, position: 'sticky', left: 0, overflow: 'hidden' }}
          >
            {empty}
          </div>
        ) : (
          empty
        )}
      </td>
    </tr>
  );

  return (
    <div className={classes(cssVarCls, rootCls, `${prefixCls}-wrapper`, hashId)}>
      <Spin spinning={!!loading}>
        <div
          ref={tableRef}
          className={classes(
            prefixCls,
            size === 'middle' ? `${prefixCls}-medium` : `${prefixCls}-small`,
            !dataSource.length && `${prefixCls}-empty`,
            cssVarCls,
            rootCls,
            hashId,
            `${prefixCls}-fix-start-shadow`,
            `${prefixCls}-fix-end-shadow`,
            shadows[0] && `${prefixCls}-fix-start-shadow-show`,
            shadows[1] && `${prefixCls}-fix-end-shadow-show`,
            `${prefixCls}-scroll-horizontal`,
          )}
          data-testid={testId}
        >
          <div className={`${prefixCls}-container`}>
            <div
              ref={contentRef}
              tabIndex={scrollable ? 0 : undefined}
              style={{ overflowX: 'auto', overflowY: 'hidden' }}
              className={`${prefixCls}-content`}
              onScroll={updateShadows}
            >
              <table style={{ width: 'auto', minWidth: '100%', tableLayout: 'auto' }}>
                <thead className={`${prefixCls}-thead`}>
                  <tr>{columns.map(header)}</tr>
                </thead>
                <tbody className={`${prefixCls}-tbody`}>
                  {/* antd measures its columns with this row; its bold titles also widen them. */}
                  <tr aria-hidden="true" className={`${prefixCls}-measure-row`} style={{ height: 0 }}>
                    {columns.map((column, index) => (
                      <td key={columnKey(column, index)} style={MEASURE_CELL}>
                        <div style={MEASURE_CONTENT}>{column.sorter ? sorters(column) : column.title}</div>
                      </td>
                    ))}
                  </tr>
                  {body}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {pagination && total > 0 && (
          <Pagination
            current={current}
            pageSize={pagination.pageSize}
            total={total}
            showSizeChanger
            size="small"
            className={`${prefixCls}-pagination ${prefixCls}-pagination-end`}
            onChange={(page, pageSize) => {
              pagination.onChange?.(page, pageSize);
              onChange?.(
                { current: page, pageSize },
                {},
                sorted?.sortOrder ? sorterResult(sorted, sorted.sortOrder) : {},
                { action: 'paginate' },
              );
            }}
          />
        )}
      </Spin>
    </div>
  );
}

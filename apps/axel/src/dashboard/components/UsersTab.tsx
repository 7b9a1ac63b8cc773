import { useState } from 'react';
import { useNavigate } from '@capsuisse/web-router';
import { CheckOutlined, CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag, formatDate, useToast } from '@capsuisse/web-ui';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { Select } from '@capsuisse/web-ui-select';
import { Table, type TableProps } from '@capsuisse/web-ui-table';
import { ADMIN_FILTER_ROLES, ADMIN_PAGE_SIZE_DEFAULT, PAGES, pathTo, type AdminSort, type AdminUser, type RecruiterApproval, type RecruiterDecision, type Role } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { RoleTag, isClientRole, roleOptions, serverMessage, statusLabel } from '../../shared/roles';
import { useAdminUsers } from '../hooks/useAdminUsers';
import { useDebounced } from '../hooks/useDebounced';
import { DASHBOARD_TEXTS, DASHBOARD_TOASTS } from '../texts';

const T = DASHBOARD_TEXTS.users;
export const SEARCH_DEBOUNCE_MS = 300;

type Order = 'asc' | 'desc';
const APPROVAL_COLORS: Record<RecruiterApproval, string> = { pending: 'orange', approved: 'green', refused: 'red' };

/** The status cell: a client's documents, a recruiter's approval, a dash for the others. */
function StatusTag({ user }: { user: AdminUser }) {
  if (isClientRole(user.role)) return <Tag color={statusLabel(user.documents_state) === 'Validé' ? 'green' : 'default'}>{statusLabel(user.documents_state)}</Tag>;
  if (user.role === 'recruteur' && user.recruiter_approval) {
    return (
      <Tag color={APPROVAL_COLORS[user.recruiter_approval]} data-testid="recruiter-approval">
        {T.recruiterApproval[user.recruiter_approval]}
      </Tag>
    );
  }
  return '-';
}
const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/** 'Utilisateurs': the table, sorted, filtered, searched and paged by the server; a row opens the user. */
export function UsersTab({ refreshKey, onChanged }: { refreshKey: number; onChanged: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [sort, setSort] = useState<{ field: AdminSort; order: Order }>({ field: 'created_at', order: 'desc' });
  const [role, setRole] = useState<Role | undefined>();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ADMIN_PAGE_SIZE_DEFAULT);
  const { data, loading } = useAdminUsers({ sort: sort.field, order: sort.order, role, search: search || undefined, page, page_size: pageSize }, refreshKey);

  const open = (user: AdminUser) => navigate(pathTo(PAGES.userDetail.path, { userId: user.id }));
  const remove = async (user: AdminUser) => {
    try {
      await api.admin.deleteUser(user.id);
      toast.success(DASHBOARD_TOASTS.deleted(user.email));
      onChanged();
    } catch (error) {
      toast.error(DASHBOARD_TOASTS.deleteFailed, serverMessage(error));
    }
  };
  const [deciding, setDeciding] = useState<string | null>(null);
  const decide = async (user: AdminUser, decision: RecruiterDecision) => {
    setDeciding(user.id);
    try {
      await api.admin.decideRecruiter(user.id, decision);
      toast.success(DASHBOARD_TOASTS.recruiterDecided(user.email, decision));
      onChanged();
    } catch (error) {
      toast.error(DASHBOARD_TOASTS.recruiterDecisionFailed, serverMessage(error));
    } finally {
      setDeciding(null);
    }
  };
  const sortOrder = (field: AdminSort) => (sort.field === field ? ANTD_ORDER[sort.order] : null);

  const columns: TableProps<AdminUser>['columns'] = [
    {
      key: 'email',
      dataIndex: 'email',
      title: T.columns.email,
      sorter: true,
      sortOrder: sortOrder('email'),
      render: (value: string, user) => (
        <Space size="small" wrap>
          {value}
          {user.deletion_requested_at && (
            <Tag color="orange" data-testid="deletion-requested">
              {T.deletionRequested}
            </Tag>
          )}
        </Space>
      ),
    },
    { key: 'role', dataIndex: 'role', title: T.columns.role, sorter: true, sortOrder: sortOrder('role'), render: (value: Role) => <RoleTag role={value} /> },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: T.columns.createdAt,
      sorter: true,
      sortOrder: sortOrder('created_at'),
      render: (value: string) => formatDate(value),
    },
    {
      key: 'status',
      title: T.columns.status,
      render: (_, user) => <StatusTag user={user} />,
    },
    // Spec §2: a dash for every role but the job client.
    { key: 'progress', title: T.columns.progress, render: (_, user) => (user.role === 'client' ? `${user.overall_progress}%` : '-') },
    {
      key: 'actions',
      title: T.columns.actions,
      // The row opens the user: the buttons keep their clicks to themselves.
      render: (_, user) => (
        <Space onClick={(e) => e.stopPropagation()} wrap>
          <Button size="small" onClick={() => open(user)}>
            {T.open}
          </Button>
          {user.role === 'recruteur' && user.recruiter_approval !== 'approved' && (
            <Button size="small" type="primary" icon={<CheckOutlined />} loading={deciding === user.id} onClick={() => void decide(user, 'approved')} aria-label={`${T.approve} ${user.email}`}>
              {T.approve}
            </Button>
          )}
          {user.role === 'recruteur' && user.recruiter_approval !== 'refused' && (
            <Popconfirm
              title={T.confirmRefuse(user.email)}
              description={T.confirmRefuseDetail}
              okText={T.refuse}
              okButtonProps={{ danger: true }}
              cancelText="Annuler"
              onConfirm={() => decide(user, 'refused')}
            >
              <Button size="small" icon={<CloseOutlined />} disabled={deciding === user.id} aria-label={`${T.refuse} ${user.email}`}>
                {T.refuse}
              </Button>
            </Popconfirm>
          )}
          <Popconfirm
            title={T.confirmDelete(user.email)}
            description={T.confirmDeleteDetail}
            okText={T.delete}
            okButtonProps={{ danger: true }}
            cancelText="Annuler"
            onConfirm={() => remove(user)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${T.delete} ${user.email}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const onChange: TableProps<AdminUser>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const field = sorter.columnKey as AdminSort | undefined;
      // A third click clears the order: back to the default, newest first.
      if (field && sorter.order) setSort({ field, order: sorter.order === 'ascend' ? 'asc' : 'desc' });
      else setSort({ field: 'created_at', order: 'desc' });
      setPage(1);
      return;
    }
    setPage(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT);
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space wrap>
        <Input.Search
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          style={{ width: 280 }}
          value={searchInput}
          onChange={(e) => {
            setSearchInput(e.target.value);
            setPage(1);
          }}
        />
        <Select<Role | 'all'>
          aria-label={T.roleFilter}
          data-testid="role-filter"
          style={{ width: 220 }}
          value={role ?? 'all'}
          options={[{ value: 'all', label: T.allRoles }, ...roleOptions(ADMIN_FILTER_ROLES)]}
          onChange={(value) => {
            setRole(value === 'all' ? undefined : value);
            setPage(1);
          }}
        />
      </Space>
      <Table<AdminUser>
        data-testid="users-table"
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.users ?? []}
        locale={{ emptyText: T.empty }}
        onChange={onChange}
        onRow={(user) => ({ onClick: () => open(user), style: { cursor: 'pointer' } })}
        pagination={{ current: page, pageSize, total: data?.total ?? 0, showSizeChanger: true }}
        scroll={{ x: true }}
      />
    </div>
  );
}

import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography, formatDate, useToast } from '@capsuisse/web-ui';
import { viewFile } from '@capsuisse/web-ui-files';
import { List } from '@capsuisse/web-ui-list';
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, RESOURCE_KINDS, RESOURCES, type ResourceDto, type ResourceKind } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';
import { RESOURCES_TEXTS as T } from '../texts';

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} Ko` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`);

/** 'Ressources' in axel's dashboard: uploads or replaces the blank form and the address book. */
export function ResourcesTab() {
  const toast = useToast();
  const load = useCallback(() => api.resources.adminList(), []);
  const { data: resources, loading, reload } = useLatest(load, (error) => toast.error(T.loadFailed, serverMessage(error)));
  const [uploading, setUploading] = useState<ResourceKind | null>(null);

  const upload = async (kind: ResourceKind, file: File) => {
    // The server refuses these anyway; checking first saves sending 10 MB for nothing.
    if (file.size === 0 || file.size > DOCUMENT_MAX_BYTES) {
      toast.error(T.uploadFailed, file.size === 0 ? DOCUMENT_ERRORS.empty : DOCUMENT_ERRORS.tooLarge);
      return;
    }
    setUploading(kind);
    try {
      await api.resources.upload(kind, file, file.name);
      toast.success(T.uploaded(RESOURCES[kind].label));
      reload();
    } catch (error) {
      toast.error(T.uploadFailed, serverMessage(error));
    } finally {
      setUploading(null);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Text type="secondary">{T.intro}</Typography.Text>
      <List
        loading={loading && !resources}
        dataSource={[...RESOURCE_KINDS]}
        renderItem={(kind) => (
          <ResourceRow
            kind={kind}
            resource={resources?.find((r) => r.kind === kind)}
            uploading={uploading === kind}
            busy={uploading !== null}
            onFile={(file) => void upload(kind, file)}
          />
        )}
      />
    </div>
  );
}

function ResourceRow({ kind, resource, uploading, busy, onFile }: { kind: ResourceKind; resource: ResourceDto | undefined; uploading: boolean; busy: boolean; onFile: (file: File) => void }) {
  const toast = useToast();
  // The PDF shown in a new tab, the address book saved (see viewFile).
  const onView = async () => {
    if (!resource) return;
    // Opened before the await so the browser still sees the click (no popup blocking).
    const tab = window.open('', '_blank');
    try {
      await viewFile(tab, resource.link.url, resource.mime_type);
    } catch {
      tab?.close();
      toast.error(T.openFailed);
    }
  };
  const input = useRef<HTMLInputElement>(null);
  const { label, format, accept } = RESOURCES[kind];
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <List.Item
      data-testid={`admin-resource-${kind}`}
      actions={[
        resource && (
          <Button key="view" onClick={() => void onView()}>
            {T.view}
          </Button>
        ),
        <Button key="upload" type={resource ? 'default' : 'primary'} icon={<UploadOutlined />} loading={uploading} disabled={busy && !uploading} onClick={() => input.current?.click()}>
          {resource ? T.replace : T.upload}
        </Button>,
      ]}
    >
      <input ref={input} type="file" accept={accept} hidden aria-label={label} data-testid={`admin-resource-input-${kind}`} onChange={picked} />
      <List.Item.Meta
        title={
          <Space>
            {label}
            <Tag>{format}</Tag>
          </Space>
        }
        description={resource ? T.uploadedOn(formatDate(resource.uploaded_at), sizeOf(resource.size)) : T.missing}
      />
    </List.Item>
  );
}

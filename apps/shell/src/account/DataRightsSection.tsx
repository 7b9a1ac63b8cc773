import { useEffect, useState } from 'react';
import { DeleteOutlined, DownloadOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography, formatDateTime, useToast } from '@capsuisse/web-ui';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { Switch } from '@capsuisse/web-ui-switch';
import { type DataRights, exportFileName } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { errorMessage } from '../auth/hooks/error-message';

const T = {
  title: 'Vos données',
  exportText: 'Téléchargez en une archive zip tout ce que CapSuisse garde sur vous : profil, documents et leurs fichiers, parcours, formation, suivi et paiements.',
  export: 'Télécharger mes données',
  exportFailed: "Impossible de préparer l'archive de vos données",
  recruiters: 'J’accepte que les recruteurs voient mon profil',
  recruitersText:
    'Avec votre accord, les recruteurs validés par CapSuisse voient votre email, votre date d’inscription et votre avancement (formation 5 jours, suivi 10 jours) ; chaque consultation est enregistrée. Sans accord, ils ne voient rien de vous. Vous pouvez le retirer à tout moment.',
  consentGiven: (date: string) => `Accord donné le ${date}.`,
  consentWithdrawn: (date: string) => `Accord retiré le ${date} : les recruteurs ne vous voient plus.`,
  noConsent: 'Vous n’avez pas donné votre accord : les recruteurs ne vous voient pas.',
  visibilityFailed: 'Impossible de modifier votre accord',
  deletionText: 'Vous pouvez demander la suppression de votre compte et de toutes vos données. Un administrateur la confirme ; elle est alors définitive.',
  request: 'Demander la suppression de mon compte',
  requestConfirm: 'Demander la suppression de votre compte ?',
  requestConfirmDetail: 'Après confirmation par un administrateur, votre compte, vos documents et vos données seront effacés définitivement.',
  confirm: 'Demander la suppression',
  cancel: 'Annuler',
  pending: (date: string) => `Suppression demandée le ${date}, en attente de confirmation par un administrateur.`,
  withdraw: 'Retirer ma demande',
  requested: { title: 'Demande envoyée', description: 'Un administrateur va confirmer la suppression de votre compte.' },
  withdrawn: 'Demande de suppression retirée',
  failed: 'Action impossible',
  loadFailed: 'Impossible de charger vos préférences de données',
} as const;

// The request's label is long for a phone: it wraps onto two lines rather than widen the page.
const WRAPPING = { whiteSpace: 'normal', height: 'auto', minHeight: 32, paddingBlock: 4, textAlign: 'start' } as const;

/** The state of the client's consent to recruiters, in a sentence (with its date). */
function consentText(rights: DataRights): string {
  if (rights.recruiter_visible && rights.recruiter_consent_at) return T.consentGiven(formatDateTime(rights.recruiter_consent_at));
  if (rights.recruiter_withdrawn_at) return T.consentWithdrawn(formatDateTime(rights.recruiter_withdrawn_at));
  return T.noConsent;
}

/** /compte, 'Vos données': the archive of one's data, the consent to recruiters (clients; off until given) and the deletion request. */
export function DataRightsSection({ isClient }: { isClient: boolean }) {
  const toast = useToast();
  const [rights, setRights] = useState<DataRights | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<'export' | 'visibility' | 'deletion' | null>(null);

  useEffect(() => {
    api.privacy.status().then(setRights, () => setFailed(true));
  }, []);

  const run = async (what: NonNullable<typeof busy>, action: () => Promise<void>, failure: string) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      toast.error(failure, errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const download = () =>
    run(
      'export',
      async () => {
        const bytes = await api.privacy.export();
        const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/zip' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = exportFileName(new Date().toISOString().slice(0, 10));
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      },
      T.exportFailed,
    );

  return (
    <Card title={T.title} data-testid="data-rights">
      <Flex vertical gap="large">
        <Flex vertical gap="small" align="start">
          <Typography.Text type="secondary">{T.exportText}</Typography.Text>
          <Button icon={<DownloadOutlined />} loading={busy === 'export'} onClick={() => void download()}>
            {T.export}
          </Button>
        </Flex>
        {failed && <Alert type="error" showIcon title={T.loadFailed} />}
        {!rights && !failed && <Skeleton active paragraph={{ rows: 2 }} />}
        {rights && isClient && (
          <Flex vertical gap="small">
            <Flex gap="small" align="center">
              <Switch
                id="recruiter-visibility"
                checked={rights.recruiter_visible}
                loading={busy === 'visibility'}
                onChange={(visible) => void run('visibility', async () => setRights(await api.privacy.setRecruiterVisible(visible)), T.visibilityFailed)}
              />
              <label htmlFor="recruiter-visibility">{T.recruiters}</label>
            </Flex>
            <Typography.Text type="secondary">{T.recruitersText}</Typography.Text>
            <Typography.Text data-testid="recruiter-consent">{consentText(rights)}</Typography.Text>
          </Flex>
        )}
        {rights && (
          <Flex vertical gap="small" align="start">
            {rights.deletion_requested_at ? (
              <>
                <Alert type="warning" showIcon data-testid="deletion-pending" title={T.pending(formatDateTime(rights.deletion_requested_at))} />
                <Button
                  icon={<UndoOutlined />}
                  loading={busy === 'deletion'}
                  onClick={() =>
                    void run(
                      'deletion',
                      async () => {
                        setRights(await api.privacy.cancelDeletion());
                        toast.success(T.withdrawn);
                      },
                      T.failed,
                    )
                  }
                >
                  {T.withdraw}
                </Button>
              </>
            ) : (
              <>
                <Typography.Text type="secondary">{T.deletionText}</Typography.Text>
                <Popconfirm
                  title={T.requestConfirm}
                  description={T.requestConfirmDetail}
                  okText={T.confirm}
                  okButtonProps={{ danger: true }}
                  cancelText={T.cancel}
                  onConfirm={() =>
                    run(
                      'deletion',
                      async () => {
                        setRights(await api.privacy.requestDeletion());
                        toast.success(T.requested);
                      },
                      T.failed,
                    )
                  }
                >
                  <Button danger icon={<DeleteOutlined />} loading={busy === 'deletion'} style={WRAPPING}>
                    {T.request}
                  </Button>
                </Popconfirm>
              </>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

/** Texts of axel's 'Tâches' tab: the background jobs by queue, those that failed, and running one again. */
export const QUEUES_TEXTS = {
  intro: 'Les tâches de fond (e-mails, rappels, vérifications de documents) : une tâche qui échoue est réessayée, puis gardée ici sans ses données.',
  backend: { bullmq: 'Redis (BullMQ), exécutées par le worker', inline: 'Dans le processus de l’API (sans Redis)' },
  columns: { queue: 'File', waiting: 'En attente', active: 'En cours', delayed: 'Programmées', failed: 'En échec' },
  deferred: (n: number) => `${n} tâche${n > 1 ? 's' : ''} gardée${n > 1 ? 's' : ''} dans PostgreSQL en attendant Redis`,
  failedTitle: 'Tâches en échec',
  noFailed: 'Aucune tâche en échec',
  failedColumns: { job: 'Tâche', attempts: 'Essais', reason: 'Raison', at: 'Échouée le', actions: 'Actions' },
  retry: 'Relancer',
  retryConfirm: 'Relancer cette tâche avec une nouvelle série d’essais ?',
  retried: 'Tâche relancée',
  refresh: 'Actualiser',
  loadFailed: 'Impossible de charger les tâches',
  retryFailed: 'Impossible de relancer la tâche',
} as const;


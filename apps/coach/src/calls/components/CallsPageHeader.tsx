import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from '@capsuisse/web-ui';
import { Link } from '@capsuisse/web-router';
import { CALLS_TEXTS, PAGES } from '@capsuisse/contracts';

/** The top of the agenda and of the availability page: back to the dashboard, the title, and the other page. */
export function CallsPageHeader({ title, other }: { title: string; other: { path: string; label: string } }) {
  return (
    <>
      <div>
        <Link to={PAGES.coachDashboard.path}>
          <Button icon={<ArrowLeftOutlined />}>{CALLS_TEXTS.coach.back}</Button>
        </Link>
      </div>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Link to={other.path}>
          <Button>{other.label}</Button>
        </Link>
      </Flex>
    </>
  );
}

import { Button, Flex, Tag, Typography } from '@capsuisse/web-ui';
import { Collapse } from '@capsuisse/web-ui-collapse';
import { useNavigate } from '@capsuisse/web-router';
import { DESTINATIONS, serviceTarget, type Destination, type ServiceChoice } from '@capsuisse/contracts';
import { configResource, useSession } from '@capsuisse/web-api-client';
import { AuthLayout } from '../auth/components/AuthLayout';

/** /countries (spec §2): the destinations accordion; a service leads where `serviceTarget` says. */
export function CountriesPage() {
  const navigate = useNavigate();
  const { session } = useSession();
  const signedIn = session != null;

  const choose = async (choice: ServiceChoice) => {
    const role = session?.user.role;
    // The housing guide is configuration, only needed for a housing seeker's 'Se loger'.
    const guide = role === 'client_se_loger' && choice.service === 'Se loger' ? (await configResource.load()).housingGuideUrl : '';
    const target = serviceTarget({ signedIn, role }, choice, guide);
    if (target.kind === 'external') window.location.assign(target.url);
    else navigate(target.path, { state: target.state });
  };

  const panel = (destination: Destination) => ({
    key: destination.country,
    label: (
      <span>
        <span aria-hidden="true">{destination.flag}</span> {destination.country}
        {destination.inDevelopment && (
          <Tag style={{ marginInlineStart: 12 }} color="default">
            en développement
          </Tag>
        )}
      </span>
    ),
    collapsible: destination.inDevelopment ? ('disabled' as const) : undefined,
    children: (
      <Flex wrap gap={12} role="group" aria-label={`Services : ${destination.country}`}>
        {destination.services.map((service) => (
          <Button key={service} size="large" onClick={() => void choose({ country: destination.country, service })}>
            {service}
          </Button>
        ))}
      </Flex>
    ),
  });

  return (
    <AuthLayout width={760}>
      <Typography.Title level={1} style={{ textAlign: 'center', marginBottom: 4, fontSize: 30 }}>
        Nos destinations
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 28 }}>
        Choisissez un pays, puis le service qui vous intéresse.
        {!signedIn && ' Pour « Travailler », une inscription est requise.'}
      </Typography.Paragraph>
      {/* Not antd's `accordion` mode: it makes the headers tabs around panels, which screen readers reject. */}
      <Collapse size="large" defaultActiveKey={DESTINATIONS[0].country} items={DESTINATIONS.map(panel)} data-testid="countries" />
    </AuthLayout>
  );
}

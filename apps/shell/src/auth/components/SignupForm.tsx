import { useState } from 'react';
import { LockOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, PasswordStrengthMeter, Row, Space, useToast } from '@capsuisse/web-ui';
import {
  COUNTRIES,
  DEFAULT_DIAL_CODE,
  SIGNUP_REDIRECT_MS,
  TOASTS,
  signupSchema,
  type AccountType,
  type SignupRequest,
} from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { useNavigate } from '@capsuisse/web-router';
import { useGoToRoleHome } from '@capsuisse/web-auth';
import { errorMessage } from '../hooks/error-message';
import { DialCodeSelect } from './DialCodeSelect';

interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const DEFAULT_COUNTRY = COUNTRIES.find((c) => c.dialCode === DEFAULT_DIAL_CODE)?.code ?? 'CH';

// Issue paths of the contracts schema → the form's field names.
const FIELD_OF: Record<string, keyof SignupValues> = { countryCode: 'country' };

export interface SignupFormProps {
  accountType?: AccountType;
  metadata?: Record<string, unknown>;
  /** Where a new client goes instead of its home (the booking of its first call). */
  then?: string;
}

/** The shared sign-up form (spec §2): the contracts schema validates, the first issue is the toast. */
export function SignupForm({ accountType, metadata, then }: SignupFormProps) {
  const [form] = Form.useForm<SignupValues>();
  const password = Form.useWatch('password', form) ?? '';
  const [loading, setLoading] = useState(false);
  const toast = useToast();
  const goHome = useGoToRoleHome();
  const navigate = useNavigate();

  const submit = async (values: SignupValues) => {
    if (!accountType) {
      toast.error(TOASTS.accountTypeRequired);
      return;
    }
    const request: SignupRequest = {
      email: values.email ?? '',
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      countryCode: COUNTRIES.find((c) => c.code === values.country)?.dialCode ?? '',
      phone: values.phone ?? '',
      accountType,
      metadata,
    };
    const parsed = signupSchema.safeParse(request);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      form.setFields(
        issues
          .map((issue) => ({ name: FIELD_OF[String(issue.path[0])] ?? (String(issue.path[0]) as keyof SignupValues), errors: [issue.message] }))
          .filter((field, index, all) => all.findIndex((f) => f.name === field.name) === index),
      );
      toast.error(TOASTS.validationError, issues[0].message);
      return;
    }
    setLoading(true);
    try {
      const session = await sessionStore.signUp(parsed.data);
      toast.success(TOASTS.signupSuccess);
      const next = then && session.user.role === 'client' ? then : undefined;
      setTimeout(() => void (next ? navigate(next) : goHome(session.user.role)), SIGNUP_REDIRECT_MS);
    } catch (error) {
      toast.error(TOASTS.signupError, errorMessage(error));
      setLoading(false);
    }
  };

  // A field the user edits loses its stale error.
  const clearError = (changed: Partial<SignupValues>) =>
    form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof SignupValues, errors: [] })));

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={clearError}
      disabled={loading}
      initialValues={{ country: DEFAULT_COUNTRY }}
      size="large"
      requiredMark
      data-testid="signup-form"
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Prénom" name="firstName" required>
            <Input autoComplete="given-name" prefix={<UserOutlined />} placeholder="Marie" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Nom" name="lastName" required>
            <Input autoComplete="family-name" placeholder="Dupont" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Email" name="email" required>
        <Input type="email" autoComplete="email" prefix={<MailOutlined />} placeholder="vous@exemple.ch" />
      </Form.Item>
      <Form.Item label="Téléphone" required>
        <Space.Compact block>
          <Form.Item name="country" noStyle>
            <DialCodeSelect />
          </Form.Item>
          <Form.Item name="phone" noStyle>
            <Input autoComplete="tel-national" prefix={<PhoneOutlined />} placeholder="79 123 45 67" aria-label="Téléphone" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label="Mot de passe" name="password" required extra={<PasswordStrengthMeter password={password} />}>
        <Input.Password autoComplete="new-password" prefix={<LockOutlined />} placeholder="8 caractères minimum" />
      </Form.Item>
      <Form.Item label="Confirmer le mot de passe" name="confirmPassword" required>
        <Input.Password autoComplete="new-password" prefix={<LockOutlined />} placeholder="Répétez le mot de passe" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading}>
        {loading ? 'Création...' : 'Créer mon compte'}
      </Button>
    </Form>
  );
}

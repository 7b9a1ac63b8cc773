// The antd the apps use, and no more: web-ui is the one shared UI-kit singleton of the shell and the
// remotes (tools/web-build/federation.ts), and a shared module is not tree-shaken, so what is listed here
// is what every signed-in page downloads: the sign-in form and what most homes show. Components that only
// some pages use have entries of their own (../select.ts, ../data.ts, ../table.ts, ../dates.ts), shared the
// same way; antd's internals they have in common stay one copy, in the shell's chunks. Apps import antd
// only through these (eslint.config.mjs). Card is our own (lib/card/Card.tsx): antd's brings Tabs along.
export {
  Alert,
  Avatar,
  Button,
  Checkbox,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Modal,
  Popconfirm,
  Progress,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Tabs,
  Tag,
  Typography,
  theme,
} from 'antd';

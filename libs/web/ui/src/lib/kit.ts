// The antd the apps use, and no more. The UI kit is shared by the shell and the remotes as singletons
// (tools/web-build/federation.ts), and a shared module is not tree-shaken: what an entry exports, every
// page that imports it downloads. So the core (this list, through ../index.ts) holds what the sign-in page,
// the signed-in frame and most homes show (and Card, our own: lib/card/Card.tsx); each other component is an entry of its own (../<name>.ts,
// `@capsuisse/web-ui-<name>` in tsconfig.base.json), downloaded by the pages that show it. antd's internals
// the entries have in common stay one copy, in the shell's chunks. Apps import antd only through these
// (eslint.config.mjs).
export { Alert, Button, Col, Empty, Flex, Form, Input, Layout, Row, Skeleton, Space, Spin, Statistic, Tag, Typography, theme } from 'antd';

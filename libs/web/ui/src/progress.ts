// The UI kit's progress, apart from its core (see lib/kit.ts).
export { Progress } from 'antd';

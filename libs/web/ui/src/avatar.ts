// The UI kit's avatar, apart from its core (see lib/kit.ts).
export { Avatar } from 'antd';

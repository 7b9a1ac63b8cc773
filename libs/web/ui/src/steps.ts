// The UI kit's steps, apart from its core (see lib/kit.ts).
export { Steps } from 'antd';

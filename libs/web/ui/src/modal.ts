// The UI kit's modal, apart from its core (see lib/kit.ts).
export { Modal } from 'antd';

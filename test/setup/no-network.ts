import nock from 'nock';

// Tests never reach the network: every outbound connection except loopback is refused.
nock.disableNetConnect();
nock.enableNetConnect((host) => /^(127\.\d+\.\d+\.\d+|localhost|\[?::1\]?)(:\d+)?$/.test(host));

/**
 * The most common passwords of public breach corpora that are at least 8
 * characters long (shorter ones are refused by length already). Compared in lower case.
 */
export const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '11111111', '00000000', '87654321', '88888888',
  '11223344', '12341234', '12344321', '123123123', '147258369', '987654321', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', 'password', 'password1', 'password12',
  'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'welcome123', 'letmein1', 'trustno1', 'superman', 'starwars',
  'whatever', 'jennifer', 'michelle', 'computer', 'corvette', 'mercedes', 'asdfghjkl', 'asdfasdf',
  'zxcvbnm1', 'zaq12wsx', 'abcd1234', 'abc12345', 'abcdefgh', 'aa123456', 'q1w2e3r4', 'q1w2e3r4t5',
  'changeme', 'admin123', 'administrator', 'monkey123', 'dragon123', 'master123', 'shadow123',
  'football1', 'charlie1', 'michael1', 'jordan23', 'liverpool', 'chelsea1', 'blink182', 'pokemon1',
  'samsung1', 'internet', 'qwer1234', 'test1234', 'testtest', 'hello123', 'freedom1', 'secret123',
  'toonmart', 'toonmart1', 'toonmart123', 'cartoon1', 'cartoons', 'animation',
]);

// Real Laravel apps' FormRequest rules, copied verbatim from their repositories (koel/koel,
// pterodactyl/panel, laravelio/laravel.io, akaunting/akaunting, bagisto/bagisto,
// firefly-iii/firefly-iii), their `Rule::` objects written as the README's "Porting a
// FormRequest" says: every rule parses, and each answers an input as Laravel does, in Laravel's
// English messages (en-laravel), against SQLite and PostgreSQL.
import { expect, it } from 'vitest';
import '../../locales/en-laravel.js';
import { Password, type RulesMap, Validator } from '../../src/index.js';
import { eachDatabase } from '../database/databases.js';

Validator.extend('amount', { validate: (value: unknown) => typeof value === 'string' && /^-?[0-9.,]+$/.test(value), message: 'The {field} is not a valid amount.' });
Validator.extend('currency', { validate: (value: unknown) => value === 'USD' || value === 'EUR', message: 'The {field} is not a valid currency.' });
Validator.extend('payment_method', { validate: (value: unknown) => value === 'offline-payments.cash.1', message: 'The {field} is not a valid payment method.' });

/** The tables the rules read, with the rows the inputs meet. */
const TABLES = `
DROP TABLE IF EXISTS users;
create table users (id integer primary key, email text, username text, twitter text, bluesky text, uuid text, external_id text, public_id text, deleted_at text);
insert into users (id, email, username, twitter, public_id) values (1, 'taken@x.io', 'taken', 'tw', 'pub1'), (5, 'me@x.io', 'me', 'metw', 'pub5');
create table tags (id integer primary key); insert into tags values (1), (2);
create table nests (id integer primary key); insert into nests values (1);
create table allocations (id integer primary key); insert into allocations values (10);
create table servers (id integer primary key, allocation_id int, external_id text); insert into servers values (1, 11, 'ext');
create table songs (id text primary key, podcast_id text); insert into songs values ('s1', null), ('s2', 'p');
create table nodes (id integer primary key); insert into nodes values (1);
create table database_hosts (id integer primary key); insert into database_hosts values (1);
create table personal_access_tokens (id integer primary key); insert into personal_access_tokens values (3);
create table radio_stations (id integer primary key, url text, user_id int); insert into radio_stations values (1, 'https://r.io/a', 7), (2, 'https://r.io/b', 7);
create table databases (id integer primary key, database text, database_host_id int);
create table eggs (id integer primary key); insert into eggs values (1);
create table locations (id integer primary key, short text); insert into locations values (1, 'eu');
create table schedules (id integer primary key); insert into schedules values (1);
create table contacts (id integer primary key, email text, company_id int, type text, deleted_at text);
insert into contacts values (1, 'c@x.io', 1, 'customer', null), (2, 'gone@x.io', 1, 'customer', '2024-01-01');
create table transactions (id integer primary key, number text, company_id int, deleted_at text); insert into transactions values (1, 'TRA-1', 1, null);
create table inventory_sources (id integer primary key, code text); insert into inventory_sources values (1, 'main');
`;

eachDatabase((database) => {
  let ready: Promise<void> | undefined;
  /** Validates `input` as the app's form would, and expects Laravel's errors. */
  async function check(form: string, rules: RulesMap, input: Record<string, unknown>, expected: Record<string, string[]>): Promise<void> {
    ready ??= database().exec(TABLES);
    await ready;
    const { errors } = await new Validator(rules, { locale: 'en-laravel' }).validate(input, { database: database().verifier });
    expect({ form, errors }).toEqual({ form, errors: expected });
  }

  it('laravel.io', async () => {
    const articleRequest = {
      title: ['required', 'max:100'],
      tags: 'array|nullable',
      'tags.*': 'exists:tags,id',
      original_url: 'url|nullable',
      submitted: ['required', 'boolean'],
    };
    await check('laravelio ArticleRequest', articleRequest, { title: 'Hi', tags: ['1', '2'], original_url: '', submitted: '1' }, {});
    await check('laravelio ArticleRequest', articleRequest, { title: 'x'.repeat(101), tags: ['3'], original_url: 'nope', submitted: 'yes' }, {
      title: ['The title field must not be greater than 100 characters.'],
      'tags.0': ['The selected tags.0 is invalid.'],
      original_url: ['The original url field must be a valid URL.'],
      submitted: ['The submitted field must be true or false.'],
    });
    await check('laravelio BanRequest', { reason: 'required|string', delete_threads: 'boolean' }, { reason: '', delete_threads: 'on' }, {
      reason: ['The reason field is required.'],
      delete_threads: ['The delete threads field must be true or false.'],
    });
    await check('laravelio CreateApiTokenRequest', { token_name: ['required', 'string', 'max:255'] }, { token_name: 12 }, { token_name: ['The token name field must be a string.'] });
    await check('laravelio CreateReplyRequest', { body: ['required'], replyable_id: 'required', replyable_type: 'required|in:' + 'threads' }, { body: 'b', replyable_id: 0, replyable_type: 'posts' }, {
      replyable_type: ['The selected replyable type is invalid.'],
    });
    await check('laravelio DeleteApiTokenRequest', { id: ['required', 'exists:personal_access_tokens,id'] }, { id: '3' }, {});
    await check('laravelio DeleteApiTokenRequest', { id: ['required', 'exists:personal_access_tokens,id'] }, { id: '4' }, { id: ['The selected id is invalid.'] });
    const registerRequest = {
      name: 'required|max:255',
      email: 'required|email|max:255|unique:users',
      username: 'required|alpha_dash|max:40|unique:users',
      rules: 'accepted',
      terms: 'accepted',
    };
    await check('laravelio RegisterRequest', registerRequest, { name: 'Ada', email: 'taken@x.io', username: 'a b', rules: 'on' }, {
      email: ['The email has already been taken.'],
      username: ['The username field must only contain letters, numbers, dashes, and underscores.'],
      terms: ['The terms field must be accepted.'],
    });
    await check('laravelio RegisterRequest', registerRequest, { name: 'Ada', email: 'new@x.io', username: 'ada_1', rules: 'on', terms: '1' }, {});
    const threadRequest = { subject: ['required', 'max:60'], body: ['required'], tags: 'array', 'tags.*': 'exists:tags,id' };
    await check('laravelio ThreadRequest', threadRequest, { subject: 's', body: 'b', tags: 'php' }, { tags: ['The tags field must be an array.'] });
    const updateProfile = (id: number) => ({
      name: 'required|max:255',
      email: 'required|email|max:255|unique:users,email,' + id,
      username: 'required|alpha_dash|max:255|unique:users,username,' + id,
      twitter: 'max:255|nullable|unique:users,twitter,' + id,
      bluesky: 'max:255|nullable|unique:users,bluesky,' + id,
      website: 'max:255|nullable|url',
      bio: 'max:160',
    });
    await check('laravelio UpdateProfileRequest', updateProfile(5), { name: 'Me', email: 'me@x.io', username: 'me', twitter: '', bluesky: null, website: '', bio: '' }, {});
    await check('laravelio UpdateProfileRequest', updateProfile(5), { name: 'Me', email: 'taken@x.io', username: 'me', twitter: 'tw', website: 'https://me.io', bio: 'x'.repeat(161) }, {
      email: ['The email has already been taken.'],
      twitter: ['The twitter has already been taken.'],
      bio: ['The bio field must not be greater than 160 characters.'],
    });
    await check('laravelio UpdatePasswordRequest', { password: ['required', 'confirmed', Password.min(8)] }, { password: 'secret', password_confirmation: 'other' }, {
      password: ['The password field confirmation does not match.', 'The password field must be at least 8 characters.'],
    });
  });
  it('pterodactyl/panel', async () => {
    await check('ptero BaseFormRequest', { company: 'required|between:1,256' }, { company: 'x'.repeat(257) }, { company: ['The company field must be between 1 and 256 characters.'] });
    const eggForm = {
      name: 'required|string|max:191',
      description: 'nullable|string',
      docker_images: ['required', 'string', 'regex:/^[\\w#\\.\\/\\- ]*\\|?~?[\\w\\.\\/\\-:@ ]*$/im'],
      force_outgoing_ip: 'sometimes|boolean',
      file_denylist: 'array',
      features: 'sometimes|array',
      startup: 'required|string',
      config_from: 'sometimes|bail|nullable|numeric',
      config_stop: 'required_without:config_from|nullable|string|max:191',
      config_startup: 'required_without:config_from|nullable|json',
      config_logs: 'required_without:config_from|nullable|json',
      config_files: 'required_without:config_from|nullable|json',
      nest_id: 'required|numeric|exists:nests,id',
    };
    await check('ptero EggFormRequest', eggForm, { name: 'Egg', docker_images: 'Java 17|ghcr.io/pterodactyl/yolks:java_17', startup: 'java', config_from: '3', nest_id: '1' }, {});
    await check('ptero EggFormRequest', eggForm, { name: 'Egg', docker_images: 'bad$', startup: 'java', config_startup: '{x', nest_id: '2', file_denylist: '' }, {
      docker_images: ['The docker images field format is invalid.'],
      file_denylist: ['The file denylist field must be an array.'],
      config_stop: ['The config stop field is required when config from is not present.'],
      config_startup: ['The config startup field must be a valid JSON string.'],
      config_logs: ['The config logs field is required when config from is not present.'],
      config_files: ['The config files field is required when config from is not present.'],
      nest_id: ['The selected nest id is invalid.'],
    });
    await check('ptero EggScriptFormRequest', {
      script_install: 'sometimes|nullable|string',
      script_is_privileged: 'sometimes|required|boolean',
      script_entry: 'sometimes|required|string',
      script_container: 'sometimes|required|string',
      copy_script_from: 'sometimes|nullable|numeric',
    }, { script_is_privileged: '', script_entry: 'ash', copy_script_from: '' }, { script_is_privileged: ['The script is privileged field is required.'] });
    await check('ptero StoreNestFormRequest', { name: 'required|string|min:1|max:191|regex:/^[\\w\\- ]+$/', description: 'string|nullable' }, { name: 'Minecraft!', description: '' }, { name: ['The name field format is invalid.'] });
    await check('ptero AllocationAliasFormRequest', { alias: 'present|nullable|string', allocation_id: 'required|numeric|exists:allocations,id' }, { alias: '', allocation_id: '10' }, {});
    await check('ptero AllocationFormRequest', { allocation_ip: 'required|string', allocation_alias: 'sometimes|nullable|string|max:191', allocation_ports: 'required|array' }, { allocation_ip: '10.0.0.1', allocation_ports: '25565' }, { allocation_ports: ['The allocation ports field must be an array.'] });
    const storeServerDatabase = {
      database: ['required', 'string', 'min:1', 'max:24', 'unique:databases'],
      max_connections: 'nullable',
      remote: 'required|string|regex:/^[0-9%.]{1,15}$/',
      database_host_id: 'required|integer|exists:database_hosts,id',
    };
    await check('ptero StoreServerDatabaseRequest', storeServerDatabase, { database: 's1_db', remote: '%', database_host_id: '1' }, {});
    const advancedSettings = {
      'recaptcha:enabled': 'required|in:true,false',
      'recaptcha:secret_key': 'required|string|max:191',
      'recaptcha:website_key': 'required|string|max:191',
      'pterodactyl:guzzle:timeout': 'required|integer|between:1,60',
      'pterodactyl:guzzle:connect_timeout': 'required|integer|between:1,60',
      'pterodactyl:client_features:allocations:enabled': 'required|in:true,false',
      'pterodactyl:client_features:allocations:range_start': ['nullable', 'required_if:pterodactyl:client_features:allocations:enabled,true', 'integer', 'between:1024,65535'],
      'pterodactyl:client_features:allocations:range_end': ['nullable', 'required_if:pterodactyl:client_features:allocations:enabled,true', 'integer', 'between:1024,65535', 'gt:pterodactyl:client_features:allocations:range_start'],
    };
    await check('ptero AdvancedSettingsFormRequest', advancedSettings, {
      'recaptcha:enabled': 'true', 'recaptcha:secret_key': 's', 'recaptcha:website_key': 'w',
      'pterodactyl:guzzle:timeout': '30', 'pterodactyl:guzzle:connect_timeout': '61',
      'pterodactyl:client_features:allocations:enabled': 'true',
      'pterodactyl:client_features:allocations:range_start': '30000', 'pterodactyl:client_features:allocations:range_end': '20000',
    }, {
      'pterodactyl:guzzle:connect_timeout': ['The pterodactyl:guzzle:connect timeout field must be between 1 and 60.'],
      'pterodactyl:client_features:allocations:range_end': ['The pterodactyl:client features:allocations:range end field must be greater than 30000.'],
    });
    await check('ptero AdvancedSettingsFormRequest (range off)', advancedSettings, {
      'recaptcha:enabled': 'false', 'recaptcha:secret_key': 's', 'recaptcha:website_key': 'w',
      'pterodactyl:guzzle:timeout': '30', 'pterodactyl:guzzle:connect_timeout': '5',
      'pterodactyl:client_features:allocations:enabled': 'false',
      'pterodactyl:client_features:allocations:range_start': '', 'pterodactyl:client_features:allocations:range_end': '',
    }, {});
    const baseSettings = {
      'app:name': 'required|string|max:191',
      'pterodactyl:auth:2fa_required': 'required|integer|in:0,1,2',
      'app:locale': ['required', 'string', 'in:en,de,fr'],
    };
    await check('ptero BaseSettingsFormRequest', baseSettings, { 'app:name': 'Ptero', 'pterodactyl:auth:2fa_required': '3', 'app:locale': 'es' }, {
      'pterodactyl:auth:2fa_required': ['The selected pterodactyl:auth:2fa required is invalid.'],
      'app:locale': ['The selected app:locale is invalid.'],
    });
    const userRules = {
      uuid: 'required|string|size:36|unique:users,uuid',
      email: 'required|email|between:1,191|unique:users,email',
      external_id: 'sometimes|nullable|string|max:191|unique:users,external_id',
      username: 'required|between:1,191|unique:users,username',
      name_first: 'required|string|between:1,191',
      name_last: 'required|string|between:1,191',
      password: 'sometimes|nullable|string',
      root_admin: 'boolean',
      language: 'string',
      use_totp: 'boolean',
      totp_secret: 'nullable|string',
    };
    await check('ptero User model (NewUserFormRequest)', userRules, { uuid: 'short', email: 'taken@x.io', username: 'taken', name_first: 'A', name_last: '', root_admin: '0', language: 'en' }, {
      uuid: ['The uuid field must be 36 characters.'],
      email: ['The email has already been taken.'],
      username: ['The username has already been taken.'],
      name_last: ['The name last field is required.'],
    });
    const serverRules = {
      external_id: 'sometimes|nullable|string|between:1,191|unique:servers',
      owner_id: 'required|integer|exists:users,id',
      name: 'required|string|min:1|max:191',
      node_id: 'required|exists:nodes,id',
      description: 'string',
      status: 'nullable|string',
      memory: 'required|numeric|min:0',
      swap: 'required|numeric|min:-1',
      io: 'required|numeric|between:10,1000',
      cpu: 'required|numeric|min:0',
      threads: 'nullable|regex:/^[0-9-,]+$/',
      oom_disabled: 'sometimes|boolean',
      disk: 'required|numeric|min:0',
      allocation_id: 'required|bail|unique:servers|exists:allocations,id',
      nest_id: 'required|exists:nests,id',
      egg_id: 'required|exists:eggs,id',
      startup: 'required|string',
      skip_scripts: 'sometimes|boolean',
      image: ['required', 'string', 'max:191', 'regex:/^~?[\\w\\.\\/\\-:@ ]*$/'],
      database_limit: 'present|nullable|integer|min:0',
      allocation_limit: 'sometimes|nullable|integer|min:0',
      backup_limit: 'present|nullable|integer|min:0',
    };
    await check('ptero Server model', serverRules, {
      owner_id: '1', name: 'mc', node_id: '1', memory: '1024', swap: '-2', io: '5', cpu: '0', threads: '0-3,5', disk: '0',
      allocation_id: '10', nest_id: '1', egg_id: '1', startup: 'java', image: 'ghcr.io/x:1', database_limit: '', backup_limit: '1',
    }, {
      swap: ['The swap field must be at least -1.'],
      io: ['The io field must be between 10 and 1000.'],
    });
    const nodeRules = {
      name: 'required|regex:/^([\\w .-]{1,100})$/',
      description: 'string|nullable',
      location_id: 'required|exists:locations,id',
      public: 'boolean',
      fqdn: 'required|string',
      scheme: 'required',
      behind_proxy: 'boolean',
      memory: 'required|numeric|min:1',
      memory_overallocate: 'required|numeric|min:-1',
      disk: 'required|numeric|min:1',
      disk_overallocate: 'required|numeric|min:-1',
      daemonBase: 'sometimes|required|regex:/^([\\/][\\d\\w.\\-\\/]+)$/',
      daemonSFTP: 'required|numeric|between:1,65535',
      daemonListen: 'required|numeric|between:1,65535',
      maintenance_mode: 'boolean',
      upload_size: 'int|between:1,1024',
    };
    await check('ptero Node model', nodeRules, {
      name: 'node-1', location_id: '1', public: '1', fqdn: 'n.x', scheme: 'https', behind_proxy: '0', memory: '0', memory_overallocate: '0',
      disk: '1', disk_overallocate: '-1', daemonBase: 'var', daemonSFTP: '2022', daemonListen: '8080', upload_size: '2000',
    }, {
      memory: ['The memory field must be at least 1.'],
      daemonBase: ['The daemon base field format is invalid.'],
      upload_size: ['The upload size field must be between 1 and 1024.'],
    });
    await check('ptero Location model', { short: 'required|string|between:1,60|unique:locations,short', long: 'string|nullable|between:1,191' }, { short: 'eu', long: '' }, { short: ['The short has already been taken.'] });
    const taskRules = {
      schedule_id: 'required|numeric|exists:schedules,id',
      sequence_id: 'required|numeric|min:1',
      action: 'required|string',
      payload: 'required_unless:action,backup|string',
      time_offset: 'required|numeric|between:0,900',
      is_queued: 'boolean',
      continue_on_failure: 'boolean',
    };
    await check('ptero Task model', taskRules, { schedule_id: '1', sequence_id: '1', action: 'command', payload: '', time_offset: '901' }, {
      payload: ['The payload field is required unless action is in backup.'],
      time_offset: ['The time offset field must be between 0 and 900.'],
    });
    await check('ptero Task model (backup)', taskRules, { schedule_id: '1', sequence_id: '1', action: 'backup', time_offset: '0' }, {});
    await check('ptero Database model', {
      server_id: 'required|numeric|exists:servers,id',
      database_host_id: 'required|exists:database_hosts,id',
      database: 'required|string|alpha_dash|between:3,48',
      username: 'string|alpha_dash|between:3,100',
      max_connections: 'nullable|integer',
      remote: 'required|string|regex:/^[\\w\\-\\/.%:]+$/',
      password: 'string',
    }, { server_id: '1', database_host_id: '1', database: 'ab', username: 'u$er', max_connections: '1.5', remote: '%' }, {
      database: ['The database field must be between 3 and 48 characters.'],
      username: ['The username field must only contain letters, numbers, dashes, and underscores.'],
      max_connections: ['The max connections field must be an integer.'],
    });
    await check('ptero Backup model', {
      server_id: 'bail|required|numeric|exists:servers,id',
      uuid: 'required|uuid',
      is_successful: 'boolean',
      is_locked: 'boolean',
      name: 'required|string',
      ignored_files: 'array',
      disk: 'required|string',
      checksum: 'nullable|string',
      bytes: 'numeric',
      upload_id: 'nullable|string',
    }, { server_id: 'x', uuid: '123', name: 'b', disk: 'wings', bytes: '1e3' }, {
      server_id: ['The server id field must be a number.'],
      uuid: ['The uuid field must be a valid UUID.'],
    });
    await check('ptero StoreAllocationRequest', { ip: 'required|string', alias: 'sometimes|nullable|string|max:191', ports: 'required|array', 'ports.*': 'string' }, { ip: '1.1.1.1', ports: ['25565', 25566] }, { 'ports.1': ['The ports.1 field must be a string.'] });
    await check('ptero ActivityLog (remote) request', {
      data: ['required', 'array'],
      'data.*': ['object'],
      'data.*.event': ['required', 'string'],
      'data.*.ip': ['sometimes', 'nullable', 'ip'],
      'data.*.metadata': ['present', 'nullable', 'array'],
      'data.*.server': ['required', 'uuid'],
      'data.*.timestamp': ['required', 'string'],
      'data.*.user': ['sometimes', 'nullable', 'uuid'],
    }, { data: [{ event: 'server:console', ip: '1.2.3.999', server: '0b9d5c7e-0a5d-4a4b-9c8a-1b2c3d4e5f60', timestamp: 't' }] }, {
      'data.0.ip': ['The data.0.ip field must be a valid IP address.'],
      'data.0.metadata': ['The data.0.metadata field must be present.'],
    });
    await check('ptero StoreServerRequest (deploy)', {
      deploy: 'sometimes|required|object',
      'deploy.dedicated_ip': 'required_with:deploy,boolean',
      'deploy.locations': 'array',
      'deploy.locations.*': 'integer|min:1',
      'deploy.port_range': 'array',
      'deploy.port_range.*': 'string',
    }, { deploy: { locations: ['1', '0'], port_range: ['25565-25570'] } }, {
      'deploy.dedicated_ip': ['The deploy.dedicated ip field is required when deploy / boolean is present.'],
      'deploy.locations.1': ['The deploy.locations.1 field must be at least 1.'],
    });
    await check('ptero UpdateUser password (client)', { password: 'required|string|confirmed|min:8' }, { password: 'longenough', password_confirmation: 'longenougH' }, { password: ['The password field confirmation does not match.'] });
  });
  it('koel/koel', async () => {
    await check('koel AlbumListRequest', { sort: ['sometimes', 'string'], order: ['sometimes', 'in:asc,desc'], cursor: ['sometimes', 'nullable', 'string'] }, { order: 'up', cursor: '' }, { order: ['The selected order is invalid.'] });
    await check('koel AlbumUpdateRequest', { name: ['string', 'required'], year: ['integer', 'nullable'] }, { name: null, year: '' }, { name: ['The name field must be a string.', 'The name field is required.'] });
    await check('koel ChangeSongsVisibilityRequest', { songs: ['required', 'array', 'exists:songs,id'] }, { songs: ['s1', 's9'] }, { songs: ['The selected songs is invalid.'] });
    await check('koel DeleteSongsRequest', { songs: ['required', 'array', 'exists:songs,id,podcast_id,NULL'] }, { songs: ['s1', 's2'] }, { songs: ['The selected songs is invalid.'] });
    await check('koel EmbedOptionsEncryptRequest', { theme: ['required', 'string', 'max:32'], layout: ['required', 'string', 'in:full,compact'], preview: ['sometimes', 'bool'] }, { theme: 't', layout: 'full', preview: 'true' }, {
      preview: ['The preview field must be true or false.'],
    });
    await check('koel DestroyFavoritesRequest', { type: ['required', 'in:playable,album,artist,podcast,radio-station'], ids: ['required', 'array', 'min:1'], 'ids.*': ['string'] }, { type: 'album', ids: [] }, { ids: ['The ids field is required.'] });
    await check('koel FetchSongsForQueueRequest', {
      order: ['required', 'in:asc,desc,rand'],
      limit: ['required', 'integer', 'min:1'],
      sort: ['required_unless:order,rand', 'in:title,album_name,artist_name,created_at'],
    }, { order: 'asc', limit: '0' }, {
      limit: ['The limit field must be at least 1.'],
      sort: ['The sort field is required unless order is in rand.'],
    });
    await check('koel InviteUserRequest', { 'emails.*': ['required', 'email', 'unique:users,email'], role: ['required', 'in:admin,manager,user'] }, { emails: ['new@x.io', 'taken@x.io', ''], role: 'user' }, {
      'emails.1': ['The emails.1 has already been taken.'],
      'emails.2': ['The emails.2 field is required.'],
    });
    await check('koel PutSongRequest', { bucket: 'required', key: 'required', 'tags.duration': ['required', 'numeric'] }, { bucket: 'b', key: 'k', tags: { duration: '12.5' } }, {});
    await check('koel PlaylistStoreRequest', {
      name: 'required',
      songs: ['array'],
      description: ['string', 'sometimes', 'nullable'],
      rules: ['array', 'nullable'],
      folder_id: ['nullable', 'sometimes', 'prohibits:folder_name'],
      folder_name: ['nullable', 'sometimes', 'prohibits:folder_id', 'string', 'max:191'],
    }, { name: 'P', folder_id: 'f1', folder_name: 'New' }, {
      folder_id: ['The folder id field prohibits folder name from being present.'],
      folder_name: ['The folder name field prohibits folder id from being present.'],
    });
    await check('koel ProfileUpdateRequest', { name: 'required', email: 'required|email|unique:users,email,' + 5, avatar: ['sometimes', 'nullable', 'string', 'starts_with:data:image/'] }, { name: 'me', email: 'me@x.io', avatar: 'https://x/y.png' }, {
      avatar: ['The avatar field must start with one of the following: data:image/.'],
    });
    await check('koel RadioStationUpdateRequest', {
      url: ['bail', 'required', 'url', 'unique:radio_stations,url,2,id,user_id,7'],
      name: ['required', 'string', 'max:191'],
      description: ['string', 'sometimes', 'nullable'],
      is_public: ['boolean'],
      homepage_url: ['sometimes', 'nullable', 'url'],
    }, { url: 'https://r.io/a', name: 'R', is_public: 'off', homepage_url: '' }, {
      url: ['The url has already been taken.'],
      is_public: ['The is public field must be true or false.'],
    });
    await check('koel RateRequest', { rating: ['required', 'integer', 'min:0', 'max:5'] }, { rating: '6' }, { rating: ['The rating field must not be greater than 5.'] });
    await check('koel StoreEqualizerPresetRequest', { name: ['required', 'string'], preamp: ['required', 'numeric', 'between:-20,20'], gains: ['required', 'array', 'size:10'], 'gains.*': ['required', 'numeric', 'between:-20,20'] },
      { name: 'Rock', preamp: '-21', gains: ['1', '2', '-20.5'] }, {
        preamp: ['The preamp field must be between -20 and 20.'],
        gains: ['The gains field must contain 10 items.'],
        'gains.2': ['The gains.2 field must be between -20 and 20.'],
      });
    await check('koel CheckDownloadableCountRequest', { type: ['required', 'in:songs,album,artist,playlist'], ids: ['required_if:type,songs', 'array'], id: 'required_if:type,album,artist,playlist' }, { type: 'artist' }, {
      id: ['The id field is required when type is artist.'],
    });
    await check('koel GetAlbumList2Request', {
      type: ['required', 'string', 'in:' + ['random', 'newest', 'byYear', 'byGenre'].join(',')],
      size: ['integer', 'min:1', 'max:500'],
      offset: ['integer', 'min:0'],
      fromYear: ['required_if:type,byYear', 'integer'],
      toYear: ['required_if:type,byYear', 'integer'],
      genre: ['required_if:type,byGenre', 'string'],
    }, { type: 'byYear', size: '501', fromYear: '1990' }, {
      size: ['The size field must not be greater than 500.'],
      toYear: ['The to year field is required when type is byYear.'],
    });
    await check('koel UserUpdateRequest', { name: 'required', email: 'required|email|unique:users,email,' + 1, role: ['required', 'in:admin,manager,user'] }, { name: 'x', email: 'taken@x.io', role: 'root' }, {
      role: ['The selected role is invalid.'],
    });
    await check('koel UpdatePlaybackStatusRequest', { song: ['required', 'string', 'exists:songs,id'], position: ['required', 'integer'] }, { song: 's1', position: '12.0' }, { position: ['The position field must be an integer.'] });
    await check('koel ScrobbleRequest', { timestamp: ['required', 'numeric'] }, { timestamp: '0x1A' }, { timestamp: ['The timestamp field must be a number.'] });
    await check('koel PlaylistCollaboratorDestroyRequest', { collaborator: ['required', 'exists:users,public_id'] }, { collaborator: 'pub5' }, {});
  });
  it('akaunting/akaunting', async () => {
    const akTransaction = {
      type: 'required|string',
      number: 'required|string|unique:transactions,NULL,' + 'null' + ',id,company_id,' + 1 + ',deleted_at,NULL',
      account_id: 'required|integer',
      paid_at: 'required|date_format:Y-m-d H:i:s',
      amount: 'required|amount:0',
      currency_code: 'required|string|currency',
      currency_rate: 'required|gt:0',
      document_id: 'nullable|integer',
      contact_id: 'nullable|integer',
      category_id: 'required|integer',
      payment_method: 'required|string|payment_method',
      recurring_count: 'gte:0',
      recurring_interval: 'exclude_unless:recurring_frequency,custom|gt:0',
    };
    await check('akaunting Banking/Transaction', akTransaction, {
      type: 'income', number: 'TRA-1', account_id: '1', paid_at: '2024-02-30 10:00:00', amount: '1,000.50', currency_code: 'USD', currency_rate: '0',
      category_id: '3', payment_method: 'offline-payments.cash.1', recurring_count: '-1', recurring_interval: '0',
    }, {
      number: ['The number has already been taken.'],
      paid_at: ['The paid at field must match the format Y-m-d H:i:s.'],
      currency_rate: ['The currency rate field must be greater than 0.'],
      recurring_count: ['The recurring count field must be greater than or equal to 0.'],
    });
    await check('akaunting Banking/Transaction (custom recurrence)', akTransaction, {
      type: 'income', number: 'TRA-2', account_id: '1', paid_at: '2024-02-28 10:00:00', amount: '10', currency_code: 'EUR', currency_rate: '1.5',
      category_id: '3', payment_method: 'offline-payments.cash.1', recurring_frequency: 'custom', recurring_interval: '0',
    }, { recurring_interval: ['The recurring interval field must be greater than 0.'] });
    await check('akaunting Banking/Transfer', {
      from_account_id: 'required|integer', to_account_id: 'required|integer', amount: 'required|amount', transferred_at: 'required|date_format:Y-m-d', payment_method: 'required|string|payment_method',
    }, { from_account_id: '1', to_account_id: '2', amount: 'ten', transferred_at: '2024-1-5', payment_method: 'x' }, {
      amount: ['The amount is not a valid amount.'],
      transferred_at: ['The transferred at field must match the format Y-m-d.'],
      payment_method: ['The payment method is not a valid payment method.'],
    });
    await check('akaunting Common/Contact (update)', {
      type: 'required|string', name: 'required|string',
      email: 'email:rfc|unique:contacts,NULL,' + 1 + ',id,company_id,' + 1 + ',type,' + 'customer' + ',deleted_at,NULL',
      user_id: 'integer|nullable', currency_code: 'required|string|currency', enabled: 'integer|boolean',
      'contact_persons.*.name': 'nullable|string', 'contact_persons.*.email': 'nullable|email:rfc', 'contact_persons.*.phone': 'nullable|string',
    }, { type: 'customer', name: 'C', email: 'c@x.io', currency_code: 'USD', enabled: '2', contact_persons: [{ name: '', email: 'bad@', phone: '' }] }, {
      enabled: ['The enabled field must be true or false.'],
      'contact_persons.0.email': ['The contact_persons.0.email field must be a valid email address.'],
    });
    await check('akaunting Common/Contact (unique, other row, soft-deleted row ignored)', {
      email: 'email:rfc|unique:contacts,NULL,,id,company_id,1,type,customer,deleted_at,NULL',
    }, { email: 'gone@x.io' }, {});
    await check('akaunting Common/Item', {
      type: 'required|string|in:product,service', name: 'required|string',
      sale_price: 'nullable|required_without:purchase_price' + '|regex:/^(?=.*?[0-9])[0-9.,]+$/',
      purchase_price: 'nullable|required_without:sale_price' + '|regex:/^(?=.*?[0-9])[0-9.,]+$/',
      tax_ids: 'nullable|array', category_id: 'nullable|integer', enabled: 'integer|boolean',
    }, { type: 'goods', name: 'I', sale_price: '', purchase_price: '...', enabled: '1' }, {
      type: ['The selected type is invalid.'],
      purchase_price: ['The purchase price field format is invalid.'],
    });
    await check('akaunting Document (dates)', {
      issued_at: 'required|date_format:Y-m-d H:i:s|before_or_equal:due_at',
      due_at: 'required|date_format:Y-m-d H:i:s|after_or_equal:issued_at',
      'items.*.name': 'required|string', 'items.*.price': 'required|amount',
    }, { issued_at: '2024-03-02 00:00:00', due_at: '2024-03-01 00:00:00', items: [{ name: 'a', price: '1' }, { price: '1' }] }, {
      issued_at: ['The issued at field must be a date before or equal to due at.'],
      due_at: ['The due at field must be a date after or equal to issued at.'],
      'items.1.name': ['The items.1.name field is required.'],
    });
    await check('akaunting Auth/User (create)', {
      name: 'required|string',
      email: 'required|email:rfc' + '|unique:users,email,' + 'null' + ',id,deleted_at,NULL',
      current_password: 'required_if:change_password,true',
      password: 'required_if:change_password,true' + '|confirmed',
      companies: 'required', roles: 'required|string', landing_page: 'required|string',
    }, { name: 'U', email: 'taken@x.io', change_password: 'true', password: 'x', companies: ['1'], roles: 'admin', landing_page: 'dashboard' }, {
      email: ['The email has already been taken.'],
      current_password: ['The current password field is required when change password is true.'],
      password: ['The password field confirmation does not match.'],
    });
  });
  it('bagisto/bagisto', async () => {
    await check('bagisto AddressRequest', {
      company_name: ['nullable'], first_name: ['required'], last_name: ['required'], address: ['required', 'array', 'min:1'],
      country: ['required'], state: ['required'], city: ['required'], postcode: ['required'], phone: ['required'], email: ['required'],
      default_address: ['sometimes', 'required', 'in:0,1'],
    }, { first_name: 'A', last_name: 'B', address: [], country: 'DE', state: 'BE', city: 'Berlin', postcode: '10115', phone: '1', email: 'a@b.io', default_address: '2' }, {
      address: ['The address field is required.'],
      default_address: ['The selected default address is invalid.'],
    });
    const cartRule = {
      name: 'required', channels: 'required|array|min:1', customer_groups: 'required|array|min:1', coupon_type: 'required',
      use_auto_generation: 'required_if:coupon_type,==,1', starts_from: 'nullable|date', ends_till: 'nullable|date|after_or_equal:starts_from',
      action_type: 'required', discount_amount: 'required|numeric',
    };
    await check('bagisto CartRuleRequest', cartRule, { name: 'R', channels: ['1'], customer_groups: ['1'], coupon_type: '1', starts_from: '2024-05-01', ends_till: '2024-04-30', action_type: 'by_percent', discount_amount: '10' }, {
      use_auto_generation: ['The use auto generation field is required when coupon type is 1.'],
      ends_till: ['The ends till field must be a date after or equal to starts from.'],
    });
    await check('bagisto ImageGenerationRequest', { prompt: ['required', 'string'], model: ['nullable', 'string'], n: ['nullable', 'integer', 'min:1', 'max:10'], size: ['required', 'in:1:1,2:3,3:2'], quality: ['nullable', 'in:high,medium,low'] },
      { prompt: 'p', n: '11', size: '2:3' }, { n: ['The n field must not be greater than 10.'] });
    await check('bagisto InventorySourceRequest', {
      code: ['required', 'unique:inventory_sources,code,' + ''], name: ['required'], latitude: ['numeric', 'between:-90,90'], longitude: ['numeric', 'between:-180,180'], priority: ['numeric'],
      contact_email: ['required', 'email'],
    }, { code: 'main', name: 'Main', latitude: '-90.5', longitude: '180', priority: 'high', contact_email: 'x' }, {
      code: ['The code has already been taken.'],
      latitude: ['The latitude field must be between -90 and 90.'],
      priority: ['The priority field must be a number.'],
      contact_email: ['The contact email field must be a valid email address.'],
    });
    await check('bagisto MassDestroyRequest', { indices: ['required', 'array'], 'indices.*': ['integer'] }, { indices: ['1', 'x'] }, { 'indices.1': ['The indices.1 field must be an integer.'] });
  });
  it('firefly-iii/firefly-iii', async () => {
    await check('firefly DateRequest', { date: ['date', 'after:1970-01-02', 'before:2038-01-17'] }, { date: '2040-01-01' }, { date: ['The date field must be a date before 2038-01-17.'] });
    await check('firefly StartEnd', { start: ['required', 'date', 'after:1970-01-02', 'before:2038-01-17', 'before_or_equal:end'], end: ['required', 'date', 'after:1970-01-02', 'before:2038-01-17', 'after_or_equal:start'] },
      { start: '2024-02-01', end: '2024-01-31' }, { start: ['The start field must be a date before or equal to end.'], end: ['The end field must be a date after or equal to start.'] });
    await check('firefly AccountStore', {
      name: ['required', 'max:1024', 'min:1'],
      type: 'required|max:1024|min:1|in:' + 'asset,expense,revenue,liability,liabilities',
      opening_balance: ['numeric', 'required_with:opening_balance_date', 'nullable'],
      opening_balance_date: ['date', 'required_with:opening_balance', 'nullable'],
      virtual_balance: ['numeric', 'nullable'],
      currency_code: ['min:3', 'max:3'],
      account_role: 'nullable|in:' + 'defaultAsset,sharedAsset,savingAsset,ccAsset,cashWalletAsset' + '|required_if:type,asset',
      credit_card_type: 'nullable|in:monthlyFull|required_if:account_role,ccAsset',
      monthly_payment_date: ['nullable', 'date', 'required_if:account_role,ccAsset', 'required_if:credit_card_type,monthlyFull'],
      interest: ['min:0', 'max:100', 'numeric'],
      notes: ['min:0', 'max:32768'],
    }, { name: 'Checking', type: 'asset', opening_balance: '100', currency_code: 'EURO', account_role: 'ccAsset', interest: '101' }, {
      opening_balance_date: ['The opening balance date field is required when opening balance is present.'],
      currency_code: ['The currency code field must not be greater than 3 characters.'],
      credit_card_type: ['The credit card type field is required when account role is ccAsset.'],
      monthly_payment_date: ['The monthly payment date field is required when account role is ccAsset.'],
      interest: ['The interest field must not be greater than 100.'],
    });
    await check('firefly BillStore', {
      date: ['date', 'required', 'after:1970-01-02', 'before:2038-01-17'],
      end_date: ['nullable', 'date', 'after:date', 'after:1970-01-02', 'before:2038-01-17'],
      repeat_freq: ['in:weekly,monthly,quarterly,half-year,yearly', 'required'],
      skip: ['min:0', 'max:31', 'numeric'],
    }, { date: '2024-01-10', end_date: '2024-01-10', repeat_freq: 'daily', skip: '32' }, {
      end_date: ['The end date field must be a date after date.'],
      repeat_freq: ['The selected repeat freq is invalid.'],
      skip: ['The skip field must not be greater than 31.'],
    });
    await check('firefly export', { type: 'in:csv', accounts: ['min:1', 'max:32768'], start: ['date', 'before:end'], end: ['date', 'after:start'] }, { type: 'csv', accounts: '1,2', start: '2024-01-01', end: 'soon' }, {
      start: ['The start field must be a date before end.'],
      end: ['The end field must be a valid date.', 'The end field must be a date after start.'],
    });
  });
});
